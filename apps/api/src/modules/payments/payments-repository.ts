import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

export interface PayableOrder {
  id: number;
  userId: number | null;
  status: string;
  paymentStatus: string;
  paymentType: string;
  resultType: string;
  /** kopiyky */
  total: number;
  accessTokenHash: string | null;
  testPayment: boolean;
}

export async function findPayableOrder(db: DbOrTx, orderId: number): Promise<PayableOrder | null> {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentType: orders.paymentType,
      resultType: orders.resultType,
      total: orders.total,
      accessTokenHash: orders.accessTokenHash,
      testPayment: orders.testPayment,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}

/** A test payment marks its order a test order for good: staff must never ship it as paid money. */
export async function insertPayment(db: DbOrTx, payment: NewPaymentRow): Promise<void> {
  await db.insert(payments).values(payment);
  if (payment.testPayment) {
    await db.update(orders).set({ testPayment: true }).where(eq(orders.id, payment.orderId));
  }
}

export async function deletePayment(db: DbOrTx, id: string): Promise<void> {
  await db.delete(payments).where(eq(payments.id, id));
}

export async function setProviderReference(db: DbOrTx, id: string, providerReference: string): Promise<void> {
  await db.update(payments).set({ providerReference, updatedAt: new Date() }).where(eq(payments.id, id));
}

/** The payment with its order's result type, for the thank-you page. */
export async function findPaymentState(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      paymentId: payments.id,
      orderId: payments.orderId,
      status: payments.status,
      resultType: orders.resultType,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, id))
    .limit(1);
  return row ?? null;
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

export async function lockOrderPaymentStatus(db: DbOrTx, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row?.paymentStatus ?? null;
}

export async function updateOrderPaymentStatus(
  db: DbOrTx,
  orderId: number,
  paymentStatus: string,
): Promise<void> {
  await db.update(orders).set({ paymentStatus, updatedAt: new Date() }).where(eq(orders.id, orderId));
}
