import { novaPoshtaDeliveryTypes, type DeliveryType } from '@kartyna/domain';
import { trackingUrl } from '../mail/templates/order-status';
import type { WaybillSource } from '../order-pipeline/waybill-request';
import type { PhotoOrderRow } from './photo-orders-admin-repository';

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
  // The carrier collects the shop's cash-on-delivery fee with the pictures (requirements §9), as it
  // was fixed when the photo order was placed.
  codFee: order.codFee,
});
