import type { TestimonialInput, TestimonialList } from '@kartyna/domain';
import type { Db, DbOrTx } from '../../db/client';
import {
  approvedStats,
  deleteTestimonialRow,
  insertTestimonial,
  listApprovedTestimonials,
  updateTestimonialRow,
  type TestimonialRow,
} from './testimonials-repository';

/** Approved testimonials only; phone and mail stay with the staff. */
export async function listTestimonials(db: Db, page: number, pageSize: number): Promise<TestimonialList> {
  const [rows, stats] = await Promise.all([
    listApprovedTestimonials(db, pageSize, (page - 1) * pageSize),
    approvedStats(db),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      rating: r.rating,
      text: r.text,
      reply: r.reply,
      createdAt: r.createdAt.toISOString(),
    })),
    total: stats.total,
    page,
    pageSize,
    averageRating: stats.averageRating === null ? null : Math.round(stats.averageRating * 10) / 10,
  };
}

/** A new testimonial waits for staff approval before anyone sees it. */
export async function submitTestimonial(db: DbOrTx, input: TestimonialInput): Promise<{ message: string }> {
  await insertTestimonial(db, {
    name: input.name,
    rating: input.rating,
    phone: input.phone,
    email: input.email ?? null,
    text: input.text ?? null,
    status: 'pending',
  });
  return { message: 'testimonial_received' };
}

/**
 * Staff's moderation, asked by the back office (content-admin keeps its audit and views) and
 * written here, the table's one writer: the status and/or the shop's reply; null when it is gone.
 */
export const moderateTestimonial = (
  db: DbOrTx,
  id: number,
  values: Partial<Pick<TestimonialRow, 'status' | 'reply'>>,
): Promise<TestimonialRow | null> => updateTestimonialRow(db, id, values);

export const removeTestimonial = (db: DbOrTx, id: number): Promise<void> => deleteTestimonialRow(db, id);
