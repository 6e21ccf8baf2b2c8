import type { OrderKind } from '@kartyna/domain';
import type { OrderRowWrites } from '../order-pipeline/order-row-writes';
import type { OrderSubject, OrderSubjectRow } from '../order-pipeline/order-subject';
import type { StaffOrderOperations } from '../order-pipeline/staff-order-operations';
import { shopOrderSubject, shopOrderWrites } from '../orders/order-lifecycle';
import { shopStaffOrders } from '../orders/shop-staff-orders';
import { photoOrderWrites } from '../photo-orders/photo-order-writes';
import { photoOrderSubject } from '../photo-orders-admin/photo-order-status';
import { photoStaffOrders } from '../photo-orders-admin/photo-staff-orders';

/*
 * Every kind of order in one place, above the kinds' own modules. The lower modules that act on
 * any order (the parcel tracker, the staff routes) take these records instead of importing the
 * kinds, so a kind's module never meets them coming back. A new kind is added here.
 */

/** How the one status machine locks, writes and settles each kind (the parcel tracker moves them). */
export const orderSubjects: Record<OrderKind, OrderSubject<OrderSubjectRow>> = {
  order: shopOrderSubject,
  'photo-order': photoOrderSubject,
};

/** How each kind's module writes its row for payments, refunds and the mail confirmation (deps.orderWrites). */
export const orderWrites: Record<OrderKind, OrderRowWrites> = {
  order: shopOrderWrites,
  'photo-order': photoOrderWrites,
};

/** What the back office does to each kind (the staff route family serves them). */
export const staffOrderOperations: Record<OrderKind, StaffOrderOperations> = {
  order: shopStaffOrders,
  'photo-order': photoStaffOrders,
};
