import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderStatusHistory } from '../../db/schema';
import type { OrderRef } from '@kartyna/domain';

export type StatusEntryRow = typeof orderStatusHistory.$inferSelect;

export interface NewStatusEntry {
  status: string;
  /** 'staff', 'customer' or 'system' */
  actor: string;
  actorUserId?: number | null;
  actorName?: string | null;
  fromStatus?: string | null;
  mailId?: number | null;
  undoOf?: number | null;
  undoUntil?: Date | null;
  note?: string | null;
  /** when it happened, when not now: the carrier's own time of a parcel's news */
  createdAt?: Date;
}

/** The one column that names the order: a shop order's or a photo order's. */
const orderColumn = (order: OrderRef) =>
  order.kind === 'order' ? orderStatusHistory.orderId : orderStatusHistory.photoOrderId;

const orderValue = (order: OrderRef) =>
  order.kind === 'order' ? { orderId: order.id } : { photoOrderId: order.id };

export async function insertStatusEntry(db: DbOrTx, order: OrderRef, entry: NewStatusEntry): Promise<void> {
  await db.insert(orderStatusHistory).values({ ...orderValue(order), ...entry });
}

/**
 * The order's newest history entry: the only change an undo may take back. Newest by time, as
 * the history reads, not by id: a backfilled entry (the `requested` a migration gave photo
 * orders placed before they recorded it) has a later id than the changes that came after it.
 */
export async function latestStatusEntry(db: DbOrTx, order: OrderRef): Promise<StatusEntryRow | null> {
  const [row] = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderColumn(order), order.id))
    .orderBy(desc(orderStatusHistory.createdAt), desc(orderStatusHistory.id))
    .limit(1);
  return row ?? null;
}

/** The order's status changes, oldest first. */
export async function statusHistoryOf(db: DbOrTx, order: OrderRef): Promise<StatusEntryRow[]> {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderColumn(order), order.id))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}
