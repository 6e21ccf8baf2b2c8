import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orderStatusHistory, orders } from '../../db/schema';
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

export type StatusEntryRow = typeof orderStatusHistory.$inferSelect;

export async function insertStatusEntry(
  db: DbOrTx,
  entry: {
    orderId: number;
    status: string;
    actor: string;
    actorUserId?: number | null;
    actorName?: string | null;
    fromStatus?: string | null;
    mailId?: number | null;
    undoOf?: number | null;
    note?: string | null;
  },
): Promise<void> {
  await db.insert(orderStatusHistory).values(entry);
}

/** The order's newest history entry: the only change an undo may take back. */
export async function latestStatusEntry(db: DbOrTx, orderId: number): Promise<StatusEntryRow | null> {
  const [row] = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(desc(orderStatusHistory.id))
    .limit(1);
  return row ?? null;
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
