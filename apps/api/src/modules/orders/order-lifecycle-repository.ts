import { and, asc, eq, isNotNull } from 'drizzle-orm';
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
