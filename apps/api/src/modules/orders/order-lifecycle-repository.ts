import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import type { OrderRow } from './orders-repository';

export async function findOrderById(db: DbOrTx, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}

/** The order, locked until the transaction ends: two status changes of it run one after the other. */
export async function lockOrder(db: DbOrTx, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

export async function updateOrderStatus(
  db: DbOrTx,
  orderId: number,
  change: { status: string; waybillNumber?: string | null; waybillRef?: string | null },
): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
    .returning();
  if (!row) throw new Error(`order ${orderId} vanished while locked`);
  return row;
}

/** What an order took off the shelves: its lines that were in stock and whose product still exists. */
export async function stockLinesOfOrder(
  db: DbOrTx,
  orderId: number,
): Promise<{ productId: number; amount: number }[]> {
  const rows = await db
    .select({ productId: orderLines.productId, amount: orderLines.amount })
    .from(orderLines)
    .where(
      and(eq(orderLines.orderId, orderId), eq(orderLines.isPreorder, false), isNotNull(orderLines.productId)),
    )
    .orderBy(asc(orderLines.productId));
  return rows.flatMap((r) => (r.productId === null ? [] : [{ productId: r.productId, amount: r.amount }]));
}

/*
 * The writes the modules below the kinds ask of a shop order (order-pipeline/order-row-writes.ts):
 * the payment's state, the test mark, the staff note, and the guest orders an account proves.
 */

export async function setOrderPaymentStatus(
  db: DbOrTx,
  orderId: number,
  paymentStatus: string,
): Promise<void> {
  await db.update(orders).set({ paymentStatus, updatedAt: new Date() }).where(eq(orders.id, orderId));
}

export async function markOrderTestPayment(db: DbOrTx, orderId: number): Promise<void> {
  await db.update(orders).set({ testPayment: true }).where(eq(orders.id, orderId));
}

export async function lockOrderStaffNote(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({ staffNote: orders.staffNote })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row ?? null;
}

export async function setOrderStaffNote(
  db: DbOrTx,
  orderId: number,
  staffNote: string | null,
): Promise<void> {
  await db.update(orders).set({ staffNote, updatedAt: new Date() }).where(eq(orders.id, orderId));
}

/** Only orders without an owner move: an order of another account stays where it is. */
export async function giveGuestOrdersTo(
  db: DbOrTx,
  userId: number,
  mail: string,
  now: Date,
): Promise<number> {
  const moved = await db
    .update(orders)
    .set({ userId, updatedAt: now })
    .where(and(isNull(orders.userId), sql`lower(${orders.email}) = ${mail.toLowerCase()}`))
    .returning({ id: orders.id });
  return moved.length;
}
