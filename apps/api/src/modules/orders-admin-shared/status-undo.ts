import {
  orderActorKinds,
  orderStatuses,
  statusUndoSeconds,
  waybillOrderStatus,
  type OrderActorKind,
  type OrderStatus,
  type StaffOrder,
  type StatusUndo,
} from '@kartyna/domain';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import { recordAudit, type StaffActor } from '../audit/audit-log';
import { deleteUnsentMail } from '../mail/mail-queue';
import type { OrderKind } from './orders-admin-shared-repository';

/*
 * The one-minute undo of a staff status change, for orders and photo orders alike: both keep a
 * status history table with the same columns (order_status_history, photo_order_status_history),
 * so what an undo reads and writes differs only in which rows it touches (StatusUndoStore).
 */

/** A status history entry, as both history tables store it. */
export interface StatusEntry {
  id: number;
  status: string;
  /** 'staff', 'customer' or 'system' */
  actor: string;
  actorUserId: number | null;
  /** the staff member's name as it was at the change */
  actorName: string | null;
  /** the status the change left: set only on an undoable change */
  fromStatus: string | null;
  /** the customer's mail the change held back (outbox id) */
  mailId: number | null;
  /** the entry this one took back */
  undoOf: number | null;
  note: string | null;
  createdAt: Date;
}

const undoWindowMs = statusUndoSeconds * 1000;

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
  const until = latest.createdAt.getTime() + undoWindowMs;
  if (until <= now.getTime()) return null;
  const [from, to] = [latest.fromStatus as OrderStatus, latest.status as OrderStatus];
  return { from, to, until: new Date(until).toISOString() };
}

/** Who takes a change back: the audit log gets the mail, the history the name. */
export type UndoActor = StaffActor & { name: string };

/** An order or photo order as far as its undo reads and writes it. */
export interface StatusUndoStore<Row extends { id: number; status: string; waybillNumber: string | null }> {
  kind: OrderKind;
  lock(tx: DbOrTx, id: number): Promise<Row | null>;
  latestEntry(tx: DbOrTx, id: number): Promise<StatusEntry | null>;
  /** the status again; `clearWaybill` drops the waybill number (and ref) typed with the change */
  restore(tx: DbOrTx, id: number, status: OrderStatus, clearWaybill: boolean): Promise<Row>;
  addEntry(
    tx: DbOrTx,
    id: number,
    entry: { status: OrderStatus; actor: UndoActor; undoOf: number },
  ): Promise<void>;
}

/**
 * Takes back the order's latest status change within the undo window: the order returns to the
 * status it left (a hand-typed waybill number goes with it), the held-back customer mail is
 * deleted before it goes out, and the undo is written to the history and the audit log
 * (`<kind>.status.undo`). Past the window — or once a mail worker has picked the mail up — it
 * answers 409 `status_undo_expired`; with no undoable change, 409 `status_undo_not_possible`.
 */
export async function takeBackStatusChange<
  Row extends { id: number; status: string; waybillNumber: string | null },
>(db: Db, store: StatusUndoStore<Row>, id: number, actor: UndoActor): Promise<Row> {
  return db.transaction(async (tx) => {
    const order = await store.lock(tx, id);
    if (!order) throw notFound('order_not_found');
    const latest = await store.latestEntry(tx, id);
    if (!isUndoable(order, latest)) throw new AppError(409, 'status_undo_not_possible');
    const undo = undoOf(order, latest);
    if (!undo) throw new AppError(409, 'status_undo_expired');
    // Deleting the mail decides the race with a worker: whoever locks the row first wins.
    if (latest.mailId !== null && !(await deleteUnsentMail(tx, latest.mailId))) {
      throw new AppError(409, 'status_undo_expired');
    }
    const updated = await store.restore(tx, id, undo.from, undo.to === waybillOrderStatus);
    await store.addEntry(tx, id, { status: undo.from, actor, undoOf: latest.id });
    await recordAudit(tx, actor, {
      action: `${store.kind}.status.undo`,
      entity: store.kind,
      entityId: id,
      before: { status: order.status, waybillNumber: order.waybillNumber },
      after: { status: updated.status, waybillNumber: updated.waybillNumber, mailDeleted: latest.mailId },
    });
    return updated;
  });
}
