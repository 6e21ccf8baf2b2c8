import {
  cancelOrderStatus,
  completeOrderStatus,
  type AdminPhotoOrder,
  type OrderStatusChange,
} from '@kartyna/domain';
import type { AppDeps } from '../../types';
import { creditPhotoCashback } from '../loyalty/photo-cashback';
import { changeStatus } from '../order-pipeline/order-status-machine';
import type { OrderSubject } from '../order-pipeline/order-subject';
import { takeBackStatusChange, type UndoActor } from '../order-pipeline/status-undo';
import { lockPhotoOrder, updatePhotoOrder } from '../photo-orders/photo-order-writes';
import { releasePromotionUses } from '../promotions/promotions-service';
import type { PhotoOrderRow } from './photo-orders-admin-repository';
import { adminPhotoOrderOf } from './photo-orders-admin-service';

export interface PhotoOrderStatusInput extends OrderStatusChange {
  /** Nova Poshta's own id of a waybill made through its API */
  waybillRef?: string | null;
  /** the waybill was made at the carrier: the move cannot be undone */
  carrierWaybill?: boolean;
}

/**
 * A photo order as the one order pipeline moves it (order-pipeline/). Nothing is reserved for
 * a photo picture and no bonus is spent on one, so a cancel or a returned parcel gives nothing
 * back; a receipt credits a signed-in buyer's cashback.
 */
export const photoOrderSubject: OrderSubject<PhotoOrderRow> = {
  kind: 'photo-order',
  lock: lockPhotoOrder,
  update: updatePhotoOrder,
  async settle(tx, order, to, actor) {
    if (to === completeOrderStatus) await creditPhotoCashback(tx, order, actor);
    // As a shop order's: an unpaid photo order cancelled gives its promotion uses back.
    if (to === cancelOrderStatus && order.paymentStatus !== 'paid')
      await releasePromotionUses(tx, { photoOrderId: order.id });
  },
};

/** Moves a photo order along the orders' lifecycle; the same status again changes nothing. */
export async function changePhotoOrderStatus(
  deps: Pick<AppDeps, 'db' | 'config'>,
  actor: UndoActor,
  id: number,
  input: PhotoOrderStatusInput,
): Promise<AdminPhotoOrder> {
  const { order } = await changeStatus(deps.db, photoOrderSubject, {
    orderId: id,
    to: input.status,
    actor: { kind: 'staff', userId: actor.id, mail: actor.mail, name: actor.name },
    waybillNumber: input.waybillNumber,
    waybillRef: input.waybillRef,
    carrierWaybill: input.carrierWaybill,
    note: input.note,
    undoSeconds: deps.config.statusUndoSeconds,
  });
  return adminPhotoOrderOf(deps.db, order);
}

/** Takes back the photo order's latest status change within the undo minute, as for orders. */
export async function undoPhotoOrderStatus(
  deps: Pick<AppDeps, 'db'>,
  actor: UndoActor,
  id: number,
): Promise<AdminPhotoOrder> {
  const row = await takeBackStatusChange(deps.db, photoOrderSubject, id, actor);
  return adminPhotoOrderOf(deps.db, row);
}
