import type { AdminTestimonial, TestimonialUpdate, testimonialListQuerySchema } from '@kartyna/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import { moderateTestimonial, removeTestimonial } from '../testimonials/testimonials-service';
import {
  findTestimonialRow,
  listTestimonialRows,
  lockTestimonialRow,
  type TestimonialRow,
} from './testimonials-admin-repository';

const view = (r: TestimonialRow): AdminTestimonial => ({
  id: r.id,
  name: r.name,
  rating: r.rating,
  phone: r.phone,
  email: r.email,
  text: r.text,
  status: r.status,
  reply: r.reply,
  createdAt: r.createdAt.toISOString(),
});

export async function listTestimonialsForStaff(db: Db, query: z.infer<typeof testimonialListQuerySchema>) {
  const { rows, total } = await listTestimonialRows(db, query);
  return { items: rows.map(view), total };
}

export async function testimonialForStaff(db: Db, id: number): Promise<AdminTestimonial> {
  const row = await findTestimonialRow(db, id);
  if (!row) throw notFound();
  return view(row);
}

/** The audit verb tells a moderation decision from a reply edit at a glance. */
const verbOf = (before: TestimonialRow, after: TestimonialRow) =>
  before.status !== after.status
    ? after.status === 'approved'
      ? 'approve'
      : after.status === 'hidden'
        ? 'hide'
        : 'unpublish'
    : 'update';

/** Approves or hides a testimonial and/or sets the shop's reply; only approved ones are public. */
export async function updateTestimonial(
  db: Db,
  actor: StaffActor,
  id: number,
  input: TestimonialUpdate,
): Promise<AdminTestimonial> {
  return db.transaction(async (tx) => {
    const before = await lockTestimonialRow(tx, id);
    if (!before) throw notFound();
    const after = await moderateTestimonial(tx, id, {
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.reply !== undefined ? { reply: input.reply } : {}),
    });
    if (!after) throw notFound();
    await recordAudit(tx, actor, {
      action: `testimonial.${verbOf(before, after)}`,
      entity: 'testimonial',
      entityId: id,
      before: view(before),
      after: view(after),
    });
    return view(after);
  });
}

export async function deleteTestimonial(db: Db, actor: StaffActor, id: number): Promise<AdminTestimonial> {
  return db.transaction(async (tx) => {
    const before = await lockTestimonialRow(tx, id);
    if (!before) throw notFound();
    await removeTestimonial(tx, id);
    await recordAudit(tx, actor, {
      action: 'testimonial.delete',
      entity: 'testimonial',
      entityId: id,
      before: view(before),
    });
    return view(before);
  });
}
