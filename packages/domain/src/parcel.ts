import { canMoveOrder } from './order-lifecycle';
import type { OrderStatus } from './enums';

/**
 * Where a parcel is, as the shop follows it at the carrier (issue #26): made but not yet
 * handed over, on its way, waiting at the branch or parcel locker, received, refused (on its
 * way back), or unknown to the carrier.
 */
export const parcelStates = ['created', 'in-transit', 'at-branch', 'received', 'refused', 'unknown'] as const;
export type ParcelState = (typeof parcelStates)[number];

/** States after which the carrier has nothing more to say about the parcel. */
export const finalParcelStates: readonly ParcelState[] = ['received', 'refused'];

/*
 * Nova Poshta's TrackingDocument StatusCode, grouped: 1 made by the sender; 2 deleted and 3 not
 * found; 4, 41, 5, 6, 101 on the way (at the sender's city, heading to or in the recipient's
 * city, with a courier); 7, 8 at the branch or parcel locker; 9, 10, 11, 106 received (10 and 11
 * with the cash-on-delivery transfer under way or paid; 106 received with a return document
 * for the money); 102, 103, 108 refused by the recipient, 105 storage ended (both come back);
 * 104 address changed, 111 a failed courier attempt and 112 a delivery moved: still on the way.
 */
const novaPoshtaCodes: Readonly<Record<string, ParcelState>> = {
  '1': 'created',
  '2': 'unknown',
  '3': 'unknown',
  '4': 'in-transit',
  '41': 'in-transit',
  '5': 'in-transit',
  '6': 'in-transit',
  '101': 'in-transit',
  '104': 'in-transit',
  '111': 'in-transit',
  '112': 'in-transit',
  '7': 'at-branch',
  '8': 'at-branch',
  '9': 'received',
  '10': 'received',
  '11': 'received',
  '106': 'received',
  '102': 'refused',
  '103': 'refused',
  '108': 'refused',
  '105': 'refused',
};

export const parcelStateOfNovaPoshta = (statusCode: string): ParcelState =>
  novaPoshtaCodes[statusCode] ?? 'unknown';

/** The order status each parcel state brings an order to; created and unknown change nothing. */
const orderStatusOfParcel: Readonly<Partial<Record<ParcelState, OrderStatus>>> = {
  'in-transit': 'sent',
  'at-branch': 'delivered',
  received: 'received',
  refused: 'returning',
};

/** The way along the lifecycle, one move at a time, from a parcel's order status to another. */
const forward: readonly OrderStatus[] = ['lading-bill-created', 'sent', 'delivered', 'received'];

/**
 * The statuses an order enters, in order, when its parcel is found in `state`: each a legal
 * move of the lifecycle, so a parcel seen at the branch after "waybill made" passes through
 * "sent". Empty when the order is there already, past it (a late or repeated answer never moves
 * an order back), or not an order whose parcel the carrier has.
 */
export function orderMovesForParcel(status: OrderStatus, state: ParcelState): OrderStatus[] {
  const target = orderStatusOfParcel[state];
  if (!target || target === status) return [];
  if (target === 'returning')
    return canMoveOrder(status, 'returning')
      ? ['returning']
      : status === 'lading-bill-created'
        ? ['sent', 'returning']
        : [];
  const from = forward.indexOf(status);
  const to = forward.indexOf(target);
  if (from < 0 || to <= from) return [];
  return forward.slice(from + 1, to + 1);
}

/** Free storage ends; the shopper is reminded this long before paid storage begins. */
export const parcelStorageReminderHours = 24;
