import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import type { OrderRowChange } from '../order-pipeline/order-row-writes';
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

/** The status machine's moves and the lower modules' news (order-pipeline/order-row-writes.ts). */
export async function updateOrderRow(
  db: DbOrTx,
  orderId: number,
  change: OrderRowChange & { status?: string; waybillNumber?: string | null; waybillRef?: string | null },
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
 * The modules below the kinds ask a shop order's row for the payment's state, the test mark and
 * the staff note through updateOrderRow (order-pipeline/order-row-writes.ts), and for the guest
 * orders an account proves here.
 */

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
