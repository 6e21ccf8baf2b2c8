import { z } from 'zod';
import { type OrderStatus, orderStatuses } from './enums';

/**
 * The order lifecycle (requirements §3 statuses; §4 leaves the moves to the server):
 * requested → processed → lading-bill-created → sent → delivered → received, and canceled
 * from any status before the parcel leaves the shop. A parcel the recipient refuses is
 * returning, and returned once staff confirm it is back at the shop. Nothing leaves received,
 * canceled or returned: a return after receipt is a refund of the payment, not a status.
 */
export const orderStatusMoves: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  requested: ['processed', 'canceled'],
  processed: ['lading-bill-created', 'canceled'],
  'lading-bill-created': ['sent', 'canceled'],
  // Once the carrier has the parcel the shop cannot take it back by changing a status.
  sent: ['delivered', 'returning'],
  delivered: ['received', 'returning'],
  received: [],
  canceled: [],
  returning: ['returned'],
  returned: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean =>
  orderStatusMoves[from].includes(to);

export const nextOrderStatuses = (from: OrderStatus): readonly OrderStatus[] => orderStatusMoves[from];

/** Statuses no order ever leaves. */
export const finalOrderStatuses: readonly OrderStatus[] = orderStatuses.filter(
  (s) => orderStatusMoves[s].length === 0,
);

/** Entering this status gives the reserved stock and the spent bonus back. */
export const cancelOrderStatus: OrderStatus = 'canceled';
/** Entering this status (staff found the refused parcel back at the shop) gives them back too. */
export const returnedOrderStatus: OrderStatus = 'returned';
/** Entering this status earns the buyer's cashback. */
export const completeOrderStatus: OrderStatus = 'received';
/** Entering this status needs the carrier's waybill number. */
export const waybillOrderStatus: OrderStatus = 'lading-bill-created';

/**
 * The statuses the customer is mailed about ('requested' is answered by the order-accepted
 * mail). The back office asks before entering one, and the mail waits `statusUndoSeconds`
 * so a mistaken click can be undone before the customer hears of it.
 */
export const customerMailedOrderStatuses = [
  'processed',
  'lading-bill-created',
  'sent',
  'delivered',
  'received',
  'canceled',
] as const satisfies readonly OrderStatus[];

/** How long staff may undo their latest status change; the status mail waits as long. */
export const statusUndoSeconds = 60;

/**
 * Changes an undo can take back whole: a status, its mail and (for the waybill) a typed number.
 * A cancel (stock and bonus given back) and a receipt (cashback earned) move money and stock,
 * so the back office asks twice for them instead.
 */
export const undoableOrderStatuses: readonly OrderStatus[] = [
  'processed',
  'lading-bill-created',
  'sent',
  'delivered',
  'returning',
];

/** The two kinds of one order: a shop order and a photo order (numbered apart: №77, Ф-77). */
export const orderKinds = ['order', 'photo-order'] as const;
export type OrderKind = (typeof orderKinds)[number];

/** Which order: the kinds are numbered apart, so an id alone never says. */
export interface OrderRef {
  kind: OrderKind;
  id: number;
}

/** Who moved an order: kept in its status history. */
export const orderActorKinds = ['customer', 'staff', 'system'] as const;
export type OrderActorKind = (typeof orderActorKinds)[number];

/**
 * Nova Poshta's express waybill number ("ЕН"): 14 digits, starting with 20 for documents
 * made by a sender's API or cabinet and 59 for ones made at a branch. Spaces, as people
 * copy it from a printed label ("20 4500 1234 5678"), are dropped.
 */
export const waybillNumberSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
  z
    .string({ error: 'invalid_waybill_number' })
    .regex(/^(?:20|59)\d{12}$/, { error: 'invalid_waybill_number' }),
);
