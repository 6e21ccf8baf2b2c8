import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { testimonialListQuerySchema } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { containing } from '../../db/like';
import { testimonials } from '../../db/schema';

export type TestimonialRow = typeof testimonials.$inferSelect;
type ListQuery = z.infer<typeof testimonialListQuerySchema>;

export async function listTestimonialRows(db: DbOrTx, query: ListQuery) {
  const conditions: SQL[] = [];
  if (query.status?.length) conditions.push(inArray(testimonials.status, query.status));
  if (query.q) {
    const like = containing(query.q);
    const match = or(
      ilike(testimonials.name, like),
      ilike(testimonials.phone, like),
      ilike(testimonials.email, like),
      ilike(testimonials.text, like),
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const column = {
    createdAt: testimonials.createdAt,
    id: testimonials.id,
    rating: testimonials.rating,
    status: testimonials.status,
  }[query.sort];
  const direction = query.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(testimonials)
      .where(where)
      .orderBy(direction(column), direction(testimonials.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(testimonials).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findTestimonialRow(db: DbOrTx, id: number): Promise<TestimonialRow | null> {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id)).limit(1);
  return row ?? null;
}

/** The row locked for the change, so two staff saving at once are applied one after the other. */
export async function lockTestimonialRow(db: DbOrTx, id: number): Promise<TestimonialRow | null> {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
  return row ?? null;
}
