import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { testimonials } from '../../db/schema';

export type TestimonialRow = typeof testimonials.$inferSelect;
export type NewTestimonialRow = typeof testimonials.$inferInsert;

const approved = eq(testimonials.status, 'approved');

export async function listApprovedTestimonials(
  db: DbOrTx,
  limit: number,
  offset: number,
): Promise<TestimonialRow[]> {
  return db
    .select()
    .from(testimonials)
    .where(approved)
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(limit)
    .offset(offset);
}

export async function approvedStats(db: DbOrTx): Promise<{ total: number; averageRating: number | null }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      averageRating: sql<number | null>`avg(${testimonials.rating})::float8`,
    })
    .from(testimonials)
    .where(approved);
  return { total: row?.total ?? 0, averageRating: row?.averageRating ?? null };
}

export async function insertTestimonial(db: DbOrTx, row: NewTestimonialRow): Promise<void> {
  await db.insert(testimonials).values(row);
}

export async function updateTestimonialRow(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<TestimonialRow, 'status' | 'reply'>>,
): Promise<TestimonialRow | null> {
  const [row] = await db.update(testimonials).set(values).where(eq(testimonials.id, id)).returning();
  return row ?? null;
}

export async function deleteTestimonialRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(testimonials).where(eq(testimonials.id, id));
}
