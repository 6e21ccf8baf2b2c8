import {
  canMoveOrder,
  cancelOrderStatus,
  completeOrderStatus,
  nextOrderStatuses,
  statusUndoSeconds,
  undoableOrderStatuses,
  waybillNumberSchema,
  waybillOrderStatus,
  type OrderStatus,
} from '@kartyna/domain';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit-log';
import { creditCashback, returnSpentBonus, type LedgerActor } from '../loyalty/bonus-ledger';
import { mailOrderStatus } from '../mail/order-mails';
import { returnToStock } from '../stock/stock-service';
import {
  insertStatusEntry,
  lockOrder,
  stockLinesOfOrder,
  updateOrderStatus,
} from './order-lifecycle-repository';
import type { OrderRow } from './orders-repository';

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
  waybillNumber?: string;
  waybillRef?: string;
  note?: string | null;
  /** the audit action of a staff change: a waybill made at the carrier is 'order.waybill' */
  auditAction?: 'order.status' | 'order.waybill';
}

export interface OrderStatusChangeResult {
  order: OrderRow;
  /** false when the order already had the status (a retry): nothing was written */
  changed: boolean;
}

const ledgerActorOf = (actor: OrderActor): LedgerActor =>
  actor.kind === 'staff' ? `staff:${actor.userId ?? 'unknown'}` : actor.kind;

/**
 * Moves an order one step in its lifecycle, in one transaction with everything the step
 * entails: the history entry, the stock and bonus a cancel gives back, the cashback a receipt
 * earns, and the customer's mail. The order row is locked first, so two staff members (or a
 * retry racing its original) apply one change after the other and the second sees the first.
 */
export async function changeOrderStatus(
  deps: { db: Db },
  input: OrderStatusChangeInput,
): Promise<OrderStatusChangeResult> {
  let waybillNumber: string | undefined;
  if (input.waybillNumber !== undefined) {
    const parsed = waybillNumberSchema.safeParse(input.waybillNumber);
    if (!parsed.success)
      throw badRequest('invalid_data', [{ path: 'waybillNumber', message: 'invalid_waybill_number' }]);
    waybillNumber = parsed.data;
  }

  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw notFound('order_not_found');
    const from = order.status as OrderStatus;
    if (from === input.to) {
      // A mistyped waybill number is corrected while the parcel is still at the shop.
      if (from === waybillOrderStatus && waybillNumber && waybillNumber !== order.waybillNumber) {
        return { order: await correctWaybill(tx, order, waybillNumber, input), changed: true };
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

    const updated = await updateOrderStatus(tx, order.id, {
      status: input.to,
      ...(input.to === waybillOrderStatus ? { waybillNumber, waybillRef: input.waybillRef ?? null } : {}),
    });
    const ledgerActor = ledgerActorOf(input.actor);
    if (input.to === cancelOrderStatus) await giveBack(tx, order, ledgerActor);
    if (input.to === completeOrderStatus) await creditCashback(tx, order, ledgerActor);
    // An undoable change holds its mail back for the undo's minute: the customer never hears of a slip.
    const undoable = isUndoable(input);
    const mailId = await mailOrderStatus(
      tx,
      order.id,
      input.to,
      undoable ? { sendAfterMs: statusUndoSeconds * 1000 } : {},
    );
    await insertStatusEntry(tx, {
      orderId: order.id,
      status: input.to,
      actor: input.actor.kind,
      actorUserId: input.actor.userId,
      actorName: input.actor.name ?? null,
      fromStatus: undoable ? from : null,
      mailId,
      note: input.note ?? null,
    });
    await auditStaffChange(tx, input, input.auditAction ?? 'order.status', order, updated);
    return { order: updated, changed: true };
  });
}

/**
 * Staff's own moves that only change a status (and a hand-typed waybill number) can be undone;
 * a waybill made at the carrier exists there whatever the status says.
 */
function isUndoable(input: OrderStatusChangeInput): boolean {
  return (
    input.actor.kind === 'staff' &&
    input.auditAction !== 'order.waybill' &&
    undoableOrderStatuses.includes(input.to)
  );
}

/** The number changes and the history says from what, so the customer's earlier mail can be explained. */
async function correctWaybill(
  tx: DbOrTx,
  order: OrderRow,
  waybillNumber: string,
  input: OrderStatusChangeInput,
): Promise<OrderRow> {
  const updated = await updateOrderStatus(tx, order.id, {
    status: order.status,
    waybillNumber,
    waybillRef: input.waybillRef ?? null,
  });
  const correction = `${order.waybillNumber ?? '—'} → ${waybillNumber}`;
  await insertStatusEntry(tx, {
    orderId: order.id,
    status: order.status,
    actor: input.actor.kind,
    actorUserId: input.actor.userId,
    actorName: input.actor.name ?? null,
    note: input.note ? `${input.note} (${correction})` : correction,
  });
  await auditStaffChange(tx, input, 'order.waybill', order, updated);
  return updated;
}

/**
 * Staff changes go to the audit log in the transaction of the change; the system's (a payment
 * callback) are in the order's own status history and need no audit entry.
 */
async function auditStaffChange(
  tx: DbOrTx,
  input: OrderStatusChangeInput,
  action: 'order.status' | 'order.waybill',
  before: OrderRow,
  after: OrderRow,
): Promise<void> {
  const { actor } = input;
  if (actor.kind !== 'staff' || actor.userId === null || !actor.mail) return;
  await recordAudit(
    tx,
    { id: actor.userId, mail: actor.mail },
    {
      action,
      entity: 'order',
      entityId: before.id,
      before: { status: before.status, waybillNumber: before.waybillNumber },
      after: { status: after.status, waybillNumber: after.waybillNumber, note: input.note ?? null },
    },
  );
}

/** A canceled order's goods go back on the shelves and its spent bonus back to the buyer. */
async function giveBack(tx: DbOrTx, order: OrderRow, actor: LedgerActor): Promise<void> {
  // Ascending product ids, as placeOrder locks them: a cancel and an order cannot deadlock.
  for (const line of await stockLinesOfOrder(tx, order.id)) {
    await returnToStock(tx, line.productId, line.amount);
  }
  await returnSpentBonus(tx, order, actor);
}
