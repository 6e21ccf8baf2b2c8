import {
  orderStatuses,
  statusUndoSeconds,
  waybillOrderStatus,
  type OrderStatus,
  type StatusUndo,
} from '@kartyna/domain';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import { deleteUnsentMail } from '../mail/mail-repository';
import {
  insertStatusEntry,
  latestStatusEntry,
  lockOrder,
  updateOrderStatus,
  type StatusEntryRow,
} from './order-lifecycle-repository';
import type { OrderRow } from './orders-repository';

const undoWindowMs = statusUndoSeconds * 1000;

const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (orderStatuses as readonly string[]).includes(value);

/**
 * What of the order's history can still be undone at `now`: its newest entry, if it is an
 * undoable staff change (it carries the status it left), not an undo itself, still the order's
 * status, and younger than the undo window. Null otherwise.
 */
export function undoOf(order: OrderRow, latest: StatusEntryRow | null, now = new Date()): StatusUndo | null {
  if (!latest || latest.undoOf !== null || latest.actor !== 'staff') return null;
  if (!isStatus(latest.fromStatus) || latest.status !== order.status) return null;
  const until = latest.createdAt.getTime() + undoWindowMs;
  if (until <= now.getTime()) return null;
  return { from: latest.fromStatus, to: latest.status as OrderStatus, until: new Date(until).toISOString() };
}

/**
 * Takes back the order's latest status change within the undo window: the order returns to the
 * status it left (a hand-typed waybill number goes with it), the held-back customer mail is
 * deleted before it goes out, and the undo is written to the history and the audit log. Past the
 * window — or once a mail worker has picked the mail up — it answers 409 `status_undo_expired`.
 */
export async function undoStatusChange(
  deps: { db: Db },
  orderId: number,
  actor: StaffActor & { name: string },
): Promise<OrderRow> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('order_not_found');
    const latest = await latestStatusEntry(tx, orderId);
    const undoable =
      latest !== null &&
      latest.undoOf === null &&
      latest.actor === 'staff' &&
      isStatus(latest.fromStatus) &&
      latest.status === order.status;
    if (!latest || !undoable) throw new AppError(409, 'status_undo_not_possible');
    const undo = undoOf(order, latest);
    if (!undo) throw new AppError(409, 'status_undo_expired');
    // Deleting the mail decides the race with a worker: whoever locks the row first wins.
    if (latest.mailId !== null && !(await deleteUnsentMail(tx, latest.mailId))) {
      throw new AppError(409, 'status_undo_expired');
    }
    const updated = await updateOrderStatus(tx, order.id, {
      status: undo.from,
      ...(undo.to === waybillOrderStatus ? { waybillNumber: null, waybillRef: null } : {}),
    });
    await insertStatusEntry(tx, {
      orderId: order.id,
      status: undo.from,
      actor: 'staff',
      actorUserId: actor.id,
      actorName: actor.name,
      undoOf: latest.id,
      note: null,
    });
    await recordAudit(tx, actor, {
      action: 'order.status.undo',
      entity: 'order',
      entityId: order.id,
      before: { status: order.status, waybillNumber: order.waybillNumber },
      after: { status: updated.status, waybillNumber: updated.waybillNumber, mailDeleted: latest.mailId },
    });
    return updated;
  });
}
