import {
  canMoveOrder,
  nextOrderStatuses,
  orderNumberLabel,
  statusUndoSeconds,
  undoableOrderStatuses,
  waybillNumberSchema,
  waybillOrderStatus,
  type OrderRef,
  type OrderStatus,
} from '@kartyna/domain';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit-log';
import type { LedgerActor } from '../loyalty/bonus-ledger';
import { queueStatusMail } from '../mail/order-mails';
import type { OrderSubject, OrderSubjectRow } from './order-subject';
import { insertStatusEntry, latestStatusEntry } from './status-history-repository';
import { lockWaybillNumber, waybillNumberOwner } from './waybill-owner-repository';

export interface OrderActor {
  kind: 'staff' | 'system' | 'customer';
  /** the staff member or customer who acted; null for the system */
  userId: number | null;
  /** a staff member's mail: with it the change is written to the audit log */
  mail?: string;
  /** a staff member's name, kept in the status history */
  name?: string;
}

export interface OrderStatusChangeInput {
  orderId: number;
  to: OrderStatus;
  actor: OrderActor;
  /** required to enter lading-bill-created, ignored otherwise */
  waybillNumber?: string | undefined;
  /** Nova Poshta's own id of a waybill made through its API */
  waybillRef?: string | null | undefined;
  /** the waybill was made at the carrier: it exists there whatever the status says, so no undo */
  carrierWaybill?: boolean | undefined;
  note?: string | null | undefined;
  /**
   * When the change happened, when that was before now: the carrier's time of the parcel's
   * news. The history and the mail tell it; never earlier than the order's last entry.
   */
  at?: Date | undefined;
  /** how long staff may take this change back, and its mail waits (STATUS_UNDO_SECONDS) */
  undoSeconds?: number | undefined;
}

export interface OrderStatusChangeResult<Row> {
  order: Row;
  /** false when the order already had the status (a retry): nothing was written */
  changed: boolean;
}

const ledgerActorOf = (actor: OrderActor): LedgerActor =>
  actor.kind === 'staff' ? `staff:${actor.userId ?? 'unknown'}` : actor.kind;

function parsedWaybillNumber(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const parsed = waybillNumberSchema.safeParse(value);
  if (!parsed.success)
    throw badRequest('invalid_data', [{ path: 'waybillNumber', message: 'invalid_waybill_number' }]);
  return parsed.data;
}

/**
 * Moves any kind of order one step in its lifecycle, in one transaction with everything the
 * step entails: the history entry, what the kind settles (stock, bonus, cashback), the
 * customer's mail and the audit entry. The order row is locked first, so two staff members (or
 * a retry racing its original) apply one change after the other and the second sees the first.
 */
export async function changeStatus<Row extends OrderSubjectRow>(
  db: Db,
  subject: OrderSubject<Row>,
  input: OrderStatusChangeInput,
): Promise<OrderStatusChangeResult<Row>> {
  const waybillNumber = parsedWaybillNumber(input.waybillNumber);
  const ref = { kind: subject.kind, id: input.orderId };
  return db.transaction(async (tx) => {
    const order = await subject.lock(tx, input.orderId);
    if (!order) throw notFound('order_not_found');
    const from = order.status as OrderStatus;
    if (from === input.to) {
      // A mistyped waybill number is corrected while the parcel is still at the shop.
      if (from === waybillOrderStatus && waybillNumber && waybillNumber !== order.waybillNumber) {
        await refuseTakenWaybill(tx, ref, waybillNumber, input);
        return { order: await correctWaybill(tx, subject, order, waybillNumber, input), changed: true };
      }
      // A retried request (a double click, a proxy replay) finds its work done.
      return { order, changed: false };
    }
    if (!canMoveOrder(from, input.to)) {
      throw new AppError(
        409,
        'status_transition_not_allowed',
        nextOrderStatuses(from).map((status) => ({ path: 'status', message: status })),
      );
    }
    if (input.to === waybillOrderStatus && !waybillNumber) {
      throw badRequest('waybill_number_required', [
        { path: 'waybillNumber', message: 'waybill_number_required' },
      ]);
    }
    if (input.to === waybillOrderStatus && waybillNumber)
      await refuseTakenWaybill(tx, ref, waybillNumber, input);

    const updated = await subject.update(tx, order.id, {
      status: input.to,
      ...(input.to === waybillOrderStatus ? { waybillNumber, waybillRef: input.waybillRef ?? null } : {}),
    });
    await subject.settle(tx, order, input.to, ledgerActorOf(input.actor));
    const at = input.at && (await inHistoryOrder(tx, ref, input.at));
    // An undoable change holds its mail back for the undo's minute: the customer never hears of a slip.
    const undoable = isUndoable(input);
    const undoMs = (input.undoSeconds ?? statusUndoSeconds) * 1000;
    const mailId = await queueStatusMail(tx, ref, input.to, {
      ...(undoable ? { sendAfterMs: undoMs } : {}),
      ...(at ? { at } : {}),
    });
    await insertStatusEntry(tx, ref, {
      ...historyActor(input.actor),
      status: input.to,
      fromStatus: undoable ? from : null,
      undoUntil: undoable ? new Date(Date.now() + undoMs) : null,
      mailId,
      note: input.note ?? null,
      ...(at ? { createdAt: at } : {}),
    });
    await auditStaffChange(tx, ref, input, order, updated);
    return { order: updated, changed: true };
  });
}

/**
 * One parcel, one order: a hand-typed number another order (of either kind) already has is a
 * slip (a label scanned twice, a digit off), so it is refused with a 409 naming that order,
 * which the back office shows under the number. A number the carrier made for us is its own.
 */
async function refuseTakenWaybill(
  tx: DbOrTx,
  ref: OrderRef,
  waybillNumber: string,
  input: OrderStatusChangeInput,
): Promise<void> {
  if (input.carrierWaybill) return;
  await lockWaybillNumber(tx, waybillNumber);
  const owner = await waybillNumberOwner(tx, waybillNumber, ref);
  if (!owner) return;
  throw new AppError(409, 'waybill_number_taken', [
    { path: 'waybillNumber', message: 'waybill_number_taken' },
    // Data, not a key (as status_transition_not_allowed names the moves): the order to look at.
    { path: 'takenBy', message: orderNumberLabel(owner.kind === 'order' ? 'shop' : 'photo', owner.id) },
  ]);
}

/**
 * A past time for the order's next history entry, no earlier than its last one: a carrier that
 * dates its news before the shop recorded the step before it (a waybill typed in after the
 * parcel left) keeps the history in the order things were done.
 */
async function inHistoryOrder(tx: DbOrTx, ref: OrderRef, at: Date): Promise<Date> {
  const latest = await latestStatusEntry(tx, ref);
  return latest && latest.createdAt > at ? latest.createdAt : at;
}

/** The order's first history entry, written with it in the checkout's transaction. */
export const recordOrderPlaced = (tx: DbOrTx, order: OrderRef, actor: OrderActor): Promise<void> =>
  insertStatusEntry(tx, order, { ...historyActor(actor), status: 'requested' });

const historyActor = (actor: OrderActor) => ({
  actor: actor.kind,
  actorUserId: actor.userId,
  actorName: actor.name ?? null,
});

/**
 * Staff's own moves that only change a status (and a hand-typed waybill number) can be undone;
 * a waybill made at the carrier exists there whatever the status says.
 */
const isUndoable = (input: OrderStatusChangeInput): boolean =>
  input.actor.kind === 'staff' && !input.carrierWaybill && undoableOrderStatuses.includes(input.to);

/** The number changes and the history says from what, so the customer's earlier mail can be explained. */
async function correctWaybill<Row extends OrderSubjectRow>(
  tx: DbOrTx,
  subject: OrderSubject<Row>,
  order: Row,
  waybillNumber: string,
  input: OrderStatusChangeInput,
): Promise<Row> {
  const updated = await subject.update(tx, order.id, {
    status: order.status,
    waybillNumber,
    waybillRef: input.waybillRef ?? null,
  });
  const correction = `${order.waybillNumber ?? '—'} → ${waybillNumber}`;
  const ref = { kind: subject.kind, id: order.id };
  await insertStatusEntry(tx, ref, {
    ...historyActor(input.actor),
    status: order.status,
    note: input.note ? `${input.note} (${correction})` : correction,
  });
  await auditStaffChange(tx, ref, { ...input, carrierWaybill: true }, order, updated);
  return updated;
}

/**
 * Staff changes go to the audit log in the transaction of the change (`<kind>.status`, or
 * `<kind>.waybill` for a carrier's waybill or a corrected number); the system's (a payment
 * callback, the carrier's tracking) are in the order's own status history and need no entry.
 */
async function auditStaffChange(
  tx: DbOrTx,
  order: OrderRef,
  input: OrderStatusChangeInput,
  before: OrderSubjectRow,
  after: OrderSubjectRow,
): Promise<void> {
  const { actor } = input;
  if (actor.kind !== 'staff' || actor.userId === null || !actor.mail) return;
  await recordAudit(
    tx,
    { id: actor.userId, mail: actor.mail },
    {
      action: `${order.kind}.${input.carrierWaybill ? 'waybill' : 'status'}`,
      entity: order.kind,
      entityId: order.id,
      before: { status: before.status, waybillNumber: before.waybillNumber },
      after: { status: after.status, waybillNumber: after.waybillNumber, note: input.note ?? null },
    },
  );
}
