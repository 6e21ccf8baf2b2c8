import type { Db } from '../../db/client';
import {
  takeBackStatusChange,
  type StatusUndoStore,
  type UndoActor,
} from '../orders-admin-shared/status-undo';
import {
  insertStatusEntry,
  latestStatusEntry,
  lockOrder,
  updateOrderStatus,
} from './order-lifecycle-repository';
import type { OrderRow } from './orders-repository';

/** An order's undo reads and writes its row and order_status_history. */
const orderUndoStore: StatusUndoStore<OrderRow> = {
  kind: 'order',
  lock: lockOrder,
  latestEntry: latestStatusEntry,
  restore: (tx, id, status, clearWaybill) =>
    updateOrderStatus(tx, id, { status, ...(clearWaybill ? { waybillNumber: null, waybillRef: null } : {}) }),
  addEntry: (tx, id, entry) =>
    insertStatusEntry(tx, {
      orderId: id,
      status: entry.status,
      actor: 'staff',
      actorUserId: entry.actor.id,
      actorName: entry.actor.name,
      undoOf: entry.undoOf,
      note: null,
    }),
};

/**
 * Takes back the order's latest status change within the undo window (takeBackStatusChange):
 * the order returns to the status it left and its held-back customer mail is deleted.
 */
export async function undoStatusChange(
  deps: { db: Db },
  orderId: number,
  actor: UndoActor,
): Promise<OrderRow> {
  return takeBackStatusChange(deps.db, orderUndoStore, orderId, actor);
}
