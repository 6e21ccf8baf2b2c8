import type { OrderKind, OrderRef } from '@kartyna/domain';

/**
 * What a payment pays: a shop order or a photo order. The two are numbered apart (photo order 1
 * is not order 1), so an id alone never says which; every payment row names exactly one of them.
 */
export type PaymentSubjectKind = OrderKind;
export type PaymentSubject = OrderRef;

/** The subject of a payments row (its check constraint keeps exactly one of the two set). */
export function subjectOfPayment(row: {
  orderId: number | null;
  photoOrderId: number | null;
}): PaymentSubject {
  if (row.orderId !== null) return { kind: 'order', id: row.orderId };
  if (row.photoOrderId !== null) return { kind: 'photo-order', id: row.photoOrderId };
  throw new Error('a payment without an order: the payments_one_subject_ck check was bypassed');
}

/** The columns of a new payments row that name its subject. */
export const subjectColumns = (subject: PaymentSubject) =>
  subject.kind === 'order'
    ? { orderId: subject.id, photoOrderId: null }
    : { orderId: null, photoOrderId: subject.id };
