import {
  canMoveOrder,
  nextOrderStatuses,
  waybillOrderStatus,
  type AdminPhotoOrder,
  type OrderStatus,
  type PhotoOrderStatusChange,
} from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import type { AppDeps } from '../../types';
import { recordAudit } from '../audit/audit-log';
import {
  takeBackStatusChange,
  type StatusUndoStore,
  type UndoActor,
} from '../orders-admin-shared/status-undo';
import { afterPhotoOrderMove, isUndoablePhotoMove, waybillChange } from './photo-order-lifecycle';
import {
  insertPhotoStatusEntry,
  latestPhotoStatusEntry,
  lockPhotoOrder,
  updatePhotoOrder,
  type PhotoOrderRow,
} from './photo-orders-admin-repository';
import { adminPhotoOrderOf } from './photo-orders-admin-service';

const STATUS_ACTION = 'photo-order.status';

export interface PhotoOrderStatusInput extends PhotoOrderStatusChange {
  /** Nova Poshta's own id of a waybill made through its API */
  waybillRef?: string | null;
  /** the waybill was made at the carrier: the move cannot be undone (isUndoablePhotoMove) */
  carrierWaybill?: boolean;
}

/**
 * Moves a photo order along the orders' lifecycle (orderStatusMoves), with what each step
 * entails (photo-order-lifecycle.ts: waybill, cashback, the customer's mail) and a history entry
 * an undo can take back. The same status again changes nothing, so a double click is harmless
 * (a new waybill number corrects the old one). Nothing is reserved for a photo picture, so a
 * cancel gives nothing back.
 */
export async function changePhotoOrderStatus(
  deps: Pick<AppDeps, 'db'>,
  actor: UndoActor,
  id: number,
  input: PhotoOrderStatusInput,
): Promise<AdminPhotoOrder> {
  const row = await deps.db.transaction(async (tx) => {
    const order = await lockPhotoOrder(tx, id);
    if (!order) throw notFound('order_not_found');
    const from = order.status as OrderStatus;
    if (from === input.status) {
      const number = input.waybillNumber;
      if (!number || from !== waybillOrderStatus || number === order.waybillNumber) return order;
      return correctWaybill(tx, actor, order, { ...input, waybillNumber: number });
    }
    if (!canMoveOrder(from, input.status)) {
      throw new AppError(
        409,
        'status_transition_not_allowed',
        nextOrderStatuses(from).map((status) => ({ path: 'status', message: status })),
      );
    }
    const waybill = waybillChange(input.status, { number: input.waybillNumber, ref: input.waybillRef });
    const updated = await updatePhotoOrder(tx, id, { status: input.status, ...waybill });
    await recordAudit(tx, actor, {
      action: STATUS_ACTION,
      entity: 'photo-order',
      entityId: id,
      before: { status: from },
      after: { status: input.status, note: input.note ?? null, ...waybill },
    });
    const undoable = isUndoablePhotoMove(input.status, input.carrierWaybill ?? false);
    const mailId = await afterPhotoOrderMove(tx, updated, input.status, actor, undoable);
    await insertPhotoStatusEntry(tx, {
      photoOrderId: id,
      status: input.status,
      actorUserId: actor.id,
      actorName: actor.name,
      fromStatus: undoable ? from : null,
      mailId,
      note: input.note ?? null,
    });
    return updated;
  });
  return adminPhotoOrderOf(deps.db, row);
}

/**
 * A mistyped waybill number is corrected while the parcel is still at the shop. The history
 * says from what (as for orders), and that entry ends any undo of the move before it.
 */
async function correctWaybill(
  tx: DbOrTx,
  actor: UndoActor,
  order: PhotoOrderRow,
  input: PhotoOrderStatusInput & { waybillNumber: string },
): Promise<PhotoOrderRow> {
  const number = input.waybillNumber;
  const corrected = await updatePhotoOrder(
    tx,
    order.id,
    waybillChange(waybillOrderStatus, { number, ref: input.waybillRef }),
  );
  await recordAudit(tx, actor, {
    action: 'photo-order.waybill',
    entity: 'photo-order',
    entityId: order.id,
    before: { waybillNumber: order.waybillNumber },
    after: { waybillNumber: number, note: input.note ?? null },
  });
  const correction = `${order.waybillNumber ?? '—'} → ${number}`;
  await insertPhotoStatusEntry(tx, {
    photoOrderId: order.id,
    status: order.status,
    actorUserId: actor.id,
    actorName: actor.name,
    note: input.note ? `${input.note} (${correction})` : correction,
  });
  return corrected;
}

/** A photo order's undo reads and writes its row and photo_order_status_history. */
const photoUndoStore: StatusUndoStore<PhotoOrderRow> = {
  kind: 'photo-order',
  lock: lockPhotoOrder,
  latestEntry: latestPhotoStatusEntry,
  restore: (tx, id, status, clearWaybill) =>
    updatePhotoOrder(tx, id, { status, ...(clearWaybill ? { waybillNumber: null, waybillRef: null } : {}) }),
  addEntry: (tx, id, entry) =>
    insertPhotoStatusEntry(tx, {
      photoOrderId: id,
      status: entry.status,
      actorUserId: entry.actor.id,
      actorName: entry.actor.name,
      undoOf: entry.undoOf,
      note: null,
    }),
};

/**
 * Takes back the photo order's latest status change within the undo minute, as for orders
 * (takeBackStatusChange): the status it left, no waybill typed with it, no mail to the customer.
 */
export async function undoPhotoOrderStatus(
  deps: Pick<AppDeps, 'db'>,
  actor: UndoActor,
  id: number,
): Promise<AdminPhotoOrder> {
  const row = await takeBackStatusChange(deps.db, photoUndoStore, id, actor);
  return adminPhotoOrderOf(deps.db, row);
}
