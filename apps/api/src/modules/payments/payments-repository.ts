import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, payments, photoOrders } from '../../db/schema';
import { subjectColumns, subjectOfPayment, type PaymentSubject } from './payment-subject';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = Omit<typeof payments.$inferInsert, 'orderId' | 'photoOrderId'>;

export interface PayableOrder {
  id: number;
  userId: number | null;
  status: string;
  paymentStatus: string;
  paymentType: string;
  resultType: string;
  /** kopiyky */
  total: number;
  /** kopiyky the promotions took off */
  discount: number;
  accessTokenHash: string | null;
  testPayment: boolean;
}

/** The table of a subject, with the columns both kinds of order share under the same names. */
const tableOf = (subject: PaymentSubject) => (subject.kind === 'order' ? orders : photoOrders);

export async function findPayableOrder(db: DbOrTx, subject: PaymentSubject): Promise<PayableOrder | null> {
  if (subject.kind === 'photo-order') {
    const [row] = await db
      .select({
        id: photoOrders.id,
        userId: photoOrders.userId,
        status: photoOrders.status,
        paymentStatus: photoOrders.paymentStatus,
        paymentType: photoOrders.paymentType,
        total: photoOrders.total,
        discount: photoOrders.discount,
        accessTokenHash: photoOrders.accessTokenHash,
        testPayment: photoOrders.testPayment,
      })
      .from(photoOrders)
      .where(eq(photoOrders.id, subject.id))
      .limit(1);
    return row ? { ...row, resultType: 'photo-picture' } : null;
  }
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentType: orders.paymentType,
      resultType: orders.resultType,
      total: orders.total,
      discount: orders.discount,
      accessTokenHash: orders.accessTokenHash,
      testPayment: orders.testPayment,
    })
    .from(orders)
    .where(eq(orders.id, subject.id))
    .limit(1);
  return row ?? null;
}

export async function insertPayment(
  db: DbOrTx,
  subject: PaymentSubject,
  payment: NewPaymentRow,
): Promise<void> {
  await db.insert(payments).values({ ...payment, ...subjectColumns(subject) });
}

export async function deletePayment(db: DbOrTx, id: string): Promise<void> {
  await db.delete(payments).where(eq(payments.id, id));
}

export async function setProviderReference(db: DbOrTx, id: string, providerReference: string): Promise<void> {
  await db.update(payments).set({ providerReference, updatedAt: new Date() }).where(eq(payments.id, id));
}

/** The payment with its order's id and result type, for the thank-you page. */
export async function findPaymentState(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      paymentId: payments.id,
      orderId: payments.orderId,
      photoOrderId: payments.photoOrderId,
      status: payments.status,
      resultType: orders.resultType,
    })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, id))
    .limit(1);
  if (!row) return null;
  const subject = subjectOfPayment(row);
  return {
    paymentId: row.paymentId,
    orderId: subject.id,
    status: row.status,
    resultType: subject.kind === 'photo-order' ? 'photo-picture' : (row.resultType ?? 'post'),
  };
}

/** Locked until the transaction ends: two deliveries of one callback are applied one after the other. */
export async function lockPayment(db: DbOrTx, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row ?? null;
}

export async function updatePaymentStatus(
  db: DbOrTx,
  id: string,
  status: string,
  providerReference: string | null,
  providerUpdatedAt: Date | null,
): Promise<void> {
  await db
    .update(payments)
    .set({
      status,
      ...(providerReference ? { providerReference } : {}),
      ...(providerUpdatedAt ? { providerUpdatedAt } : {}),
      updatedAt: new Date(),
    })
    .where(eq(payments.id, id));
}

export async function lockOrderPaymentStatus(db: DbOrTx, subject: PaymentSubject): Promise<string | null> {
  const table = tableOf(subject);
  const [row] = await db
    .select({ paymentStatus: table.paymentStatus })
    .from(table)
    .where(eq(table.id, subject.id))
    .for('update');
  return row?.paymentStatus ?? null;
}

/** A refund gave all of the payment back (refunds asks, in the transaction that settles it). */
export async function markPaymentRefunded(db: DbOrTx, paymentId: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'refunded', updatedAt: new Date() })
    .where(eq(payments.id, paymentId));
}
