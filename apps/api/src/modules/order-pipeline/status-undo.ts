import {
  orderActorKinds,
  orderStatuses,
  statusUndoSeconds,
  waybillOrderStatus,
  type OrderActorKind,
  type OrderRef,
  type OrderStatus,
  type StaffOrder,
  type StatusUndo,
} from '@kartyna/domain';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import { deleteUnsentMail } from '../mail/mail-queue';
import type { OrderSubject, OrderSubjectRow } from './order-subject';
import {
  insertStatusEntry,
  latestStatusEntry,
  statusHistoryOf,
  type StatusEntryRow,
} from './status-history-repository';

/*
 * The one-minute undo of a staff status change, for every kind of order: one history table
 * (order_status_history) keeps what an undo needs, the status a change left and the mail it held.
 */

type StatusEntry = StatusEntryRow;

const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (orderStatuses as readonly string[]).includes(value);

const actorKindOf = (actor: string): OrderActorKind =>
  (orderActorKinds as readonly string[]).includes(actor) ? (actor as OrderActorKind) : 'system';

/** One history entry as the back office shows it (shop and photo order pages alike). */
export const staffStatusEntryOf = (h: StatusEntry): StaffOrder['statusHistory'][number] => ({
  status: h.status as OrderStatus,
  createdAt: h.createdAt.toISOString(),
  actor: actorKindOf(h.actor),
  actorUserId: h.actorUserId,
  actorName: h.actorName,
  undo: h.undoOf !== null,
  note: h.note,
});

/** The newest entry is an undoable staff change (not an undo itself) that the order still has. */
const isUndoable = (current: { status: string }, latest: StatusEntry | null): latest is StatusEntry =>
  latest !== null &&
  latest.undoOf === null &&
  latest.actor === 'staff' &&
  isStatus(latest.fromStatus) &&
  latest.status === current.status;

/**
 * What of the order's history can still be undone at `now`: its newest entry, if it is an
 * undoable staff change (it carries the status it left), not an undo itself, still the order's
 * status, and younger than the undo window. Null otherwise.
 */
export function undoOf(
  current: { status: string },
  latest: StatusEntry | null,
  now = new Date(),
): StatusUndo | null {
  if (!isUndoable(current, latest)) return null;
  // An entry the release before this column wrote keeps the one minute it was given.
  const until = latest.undoUntil?.getTime() ?? latest.createdAt.getTime() + statusUndoSeconds * 1000;
  if (until <= now.getTime()) return null;
  const [from, to] = [latest.fromStatus as OrderStatus, latest.status as OrderStatus];
  return { from, to, until: new Date(until).toISOString() };
}

/** The order's history as the back office shows it, and what of it can still be undone. */
export async function staffStatusView(
  db: DbOrTx,
  order: OrderRef & { status: string },
): Promise<Pick<StaffOrder, 'statusHistory' | 'undo'>> {
  const history = await statusHistoryOf(db, order);
  return { statusHistory: history.map(staffStatusEntryOf), undo: undoOf(order, history.at(-1) ?? null) };
}

/** Who takes a change back: the audit log gets the mail, the history the name. */
export type UndoActor = StaffActor & { name: string };

/**
 * Takes back the order's latest status change within the undo window: the order returns to the
 * status it left (a hand-typed waybill number goes with it), the held-back customer mail is
 * deleted before it goes out, and the undo is written to the history and the audit log
 * (`<kind>.status.undo`). Past the window — or once a mail worker has picked the mail up — it
 * answers 409 `status_undo_expired`; with no undoable change, 409 `status_undo_not_possible`.
 */
export async function takeBackStatusChange<Row extends OrderSubjectRow>(
  db: Db,
  subject: OrderSubject<Row>,
  id: number,
  actor: UndoActor,
): Promise<Row> {
  const ref = { kind: subject.kind, id };
  return db.transaction(async (tx) => {
    const order = await subject.lock(tx, id);
    if (!order) throw notFound('order_not_found');
    const latest = await latestStatusEntry(tx, ref);
    if (!isUndoable(order, latest)) throw new AppError(409, 'status_undo_not_possible');
    const undo = undoOf(order, latest);
    if (!undo) throw new AppError(409, 'status_undo_expired');
    // Deleting the mail decides the race with a worker: whoever locks the row first wins.
    if (latest.mailId !== null && !(await deleteUnsentMail(tx, latest.mailId))) {
      throw new AppError(409, 'status_undo_expired');
    }
    const clearWaybill = undo.to === waybillOrderStatus;
    const updated = await subject.update(tx, id, {
      status: undo.from,
      ...(clearWaybill ? { waybillNumber: null, waybillRef: null } : {}),
    });
    await insertStatusEntry(tx, ref, {
      status: undo.from,
      actor: 'staff',
      actorUserId: actor.id,
      actorName: actor.name,
      undoOf: latest.id,
    });
    await recordAudit(tx, actor, {
      action: `${subject.kind}.status.undo`,
      entity: subject.kind,
      entityId: id,
      before: { status: order.status, waybillNumber: order.waybillNumber },
      after: { status: updated.status, waybillNumber: updated.waybillNumber, mailDeleted: latest.mailId },
    });
    return updated;
  });
}
