import {
  completeOrderStatus,
  novaPoshtaDeliveryTypes,
  statusUndoSeconds,
  undoableOrderStatuses,
  waybillOrderStatus,
  type DeliveryType,
  type OrderStatus,
} from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../http/app-error';
import type { StaffActor } from '../audit/audit-log';
import { creditPhotoCashback } from '../loyalty/photo-cashback';
import { trackingUrl } from '../mail/templates/order-status';
import { mailPhotoOrderStatus } from '../mail/order-mails';
import type { WaybillSource } from '../orders/waybill-request';
import type { PhotoOrderRow } from './photo-orders-admin-repository';

/**
 * What a photo order's move in the orders' lifecycle entails besides the status itself, as
 * order-lifecycle.ts does for orders: the waybill a lading-bill-created needs, the cashback a
 * receipt earns a signed-in buyer, and the customer's status mail. Runs in the transaction of
 * the move, after the order row was locked, so a replay neither credits nor mails twice.
 */

/** The waybill columns to write with a move: required to enter lading-bill-created. */
export function waybillChange(
  to: OrderStatus,
  waybill: { number?: string | undefined; ref?: string | null },
): { waybillNumber?: string; waybillRef?: string | null } {
  if (to !== waybillOrderStatus) return {};
  if (!waybill.number) {
    throw badRequest('waybill_number_required', [
      { path: 'waybillNumber', message: 'waybill_number_required' },
    ]);
  }
  return { waybillNumber: waybill.number, waybillRef: waybill.ref ?? null };
}

/**
 * The moves an undo can take back whole, as for shop orders (undoableOrderStatuses): a status,
 * its mail and a hand-typed waybill number. "received" is not undoable — it credits the buyer's
 * cashback, and rather than take money back an undo never has any to take; a cancel stays final
 * as on shop orders (the back office asks twice for both). A waybill made at Nova Poshta
 * (`carrierWaybill`) exists there whatever the status says, so that move is final too.
 */
export const isUndoablePhotoMove = (to: OrderStatus, carrierWaybill: boolean): boolean =>
  !carrierWaybill && undoableOrderStatuses.includes(to);

/**
 * Credits a receipt's cashback and queues the customer's mail; answers the mail's id. An
 * undoable move holds its mail back for the undo's minute: the customer never hears of a slip.
 */
export async function afterPhotoOrderMove(
  tx: DbOrTx,
  order: PhotoOrderRow,
  to: OrderStatus,
  actor: StaffActor,
  undoable: boolean,
): Promise<number | null> {
  if (to === completeOrderStatus) await creditPhotoCashback(tx, order, `staff:${actor.id}`);
  return mailPhotoOrderStatus(tx, order.id, to, undoable ? { sendAfterMs: statusUndoSeconds * 1000 } : {});
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const photoTrackingUrl = (order: PhotoOrderRow): string | null =>
  order.waybillNumber && novaPoshtaDeliveryTypes.includes(text(order.delivery.deliveryType) as DeliveryType)
    ? trackingUrl(order.waybillNumber)
    : null;

/** A photo order as the carrier's waybill request reads an order (waybill-request.ts). */
export const waybillSourceOf = (order: PhotoOrderRow): WaybillSource => ({
  id: order.id,
  deliveryType: text(order.delivery.deliveryType),
  delivery: order.delivery,
  firstName: text(order.clientData.firstName),
  lastName: text(order.clientData.lastName),
  fatherName: text(order.clientData.fatherName) || null,
  phone: text(order.clientData.phone),
  goodsTotal: order.total,
  paymentType: order.paymentType,
  paymentStatus: order.paymentStatus,
  total: order.total,
  // The carrier collects the shop's cash-on-delivery fee with the pictures (SPEC §9), as it
  // was fixed when the photo order was placed.
  codFee: order.codFee,
});
