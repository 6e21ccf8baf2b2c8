import { novaPoshtaDeliveryTypes, type DeliveryType, type WaybillCreate } from '@kartyna/domain';
import { badRequest } from '../../http/app-error';
import type { WaybillRequest } from '../../integrations/delivery/carrier';
import type { orders } from '../../db/schema';

/** What a parcel is when the back office does not say: one seat of painting kits. */
export const waybillDefaults = { weightKg: 1, seatsAmount: 1, description: 'Товари для творчості' };

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/**
 * Courier delivery keeps the shopper's address as typed ("вул. Хрещатик, 1, кв. 5"); the
 * carrier wants street, house and flat apart. Null when no house number can be told apart.
 */
export function splitAddress(typed: string): WaybillRequest['address'] {
  const parts = typed
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  let street: string | undefined;
  let house: string | undefined;
  let flat: string | null = null;
  if (parts.length >= 2) {
    street = parts[0];
    house = parts[1]?.replace(/^(?:буд(?:инок)?|д(?:ом)?)\.?\s*/iu, '');
    const rest = parts.slice(2).join(', ');
    flat = rest.replace(/^(?:кв(?:артира)?|оф(?:іс|ис)?)\.?\s*/iu, '') || null;
  } else {
    const m = /^(.+?)\s+(\d+[\p{L}\d/-]*)$/u.exec(typed.trim());
    street = m?.[1];
    house = m?.[2];
  }
  if (!street || !house || !/\d/.test(house)) return null;
  return { street, house, flat };
}

/**
 * The waybill of an order: the recipient and destination as the shopper gave them, the goods
 * value as declared cost, and cash to collect only for an unpaid cash-on-delivery order.
 */
/** What a waybill is made from: an order's row, or a photo order's in the same shape. */
export type WaybillSource = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'deliveryType'
  | 'delivery'
  | 'firstName'
  | 'lastName'
  | 'fatherName'
  | 'phone'
  | 'goodsTotal'
  | 'paymentType'
  | 'paymentStatus'
  | 'total'
  | 'codFee'
>;

export function waybillRequestOf(order: WaybillSource, input: WaybillCreate): WaybillRequest {
  const deliveryType = order.deliveryType as DeliveryType;
  if (!novaPoshtaDeliveryTypes.includes(deliveryType)) throw badRequest('waybill_not_available');
  const delivery = order.delivery;
  const cityRef = text(delivery.cityRef);
  if (!cityRef) throw badRequest('waybill_not_available');
  let serviceType: WaybillRequest['serviceType'];
  let pointRef: string | null = null;
  let address: WaybillRequest['address'] = null;
  if (deliveryType === 'post') {
    serviceType = 'branch';
    pointRef = text(delivery.branchRef);
  } else if (deliveryType === 'postomat') {
    serviceType = 'postomat';
    pointRef = text(delivery.postomatRef);
  } else {
    serviceType = 'address';
    address = splitAddress(text(delivery.address) ?? '');
    if (!address)
      throw badRequest('invalid_data', [{ path: 'delivery.address', message: 'enter_delivery_data' }]);
  }
  if (serviceType !== 'address' && !pointRef) throw badRequest('waybill_not_available');
  return {
    orderId: order.id,
    recipient: {
      firstName: order.firstName,
      lastName: order.lastName,
      fatherName: order.fatherName,
      phone: order.phone,
    },
    serviceType,
    cityRef,
    pointRef,
    address,
    cost: order.goodsTotal,
    cashOnDelivery:
      order.paymentType === 'cod' && order.paymentStatus !== 'paid' ? order.total + order.codFee : null,
    weightKg: input.weightKg ?? waybillDefaults.weightKg,
    seatsAmount: input.seatsAmount ?? waybillDefaults.seatsAmount,
    description: input.description ?? waybillDefaults.description,
  };
}
