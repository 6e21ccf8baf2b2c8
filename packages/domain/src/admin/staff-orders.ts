import { z } from 'zod';
import type { OrderKind, OrderRef } from '../order-lifecycle';
import { jsonIdSchema } from '../schemas/fields';
import { adminOrderSchema, adminPhotoOrderSchema } from './orders';

/*
 * One staff route family for every kind of order: `/api/admin/orders/:orderRef/…` (the order,
 * status, status/undo, waybill, tracking, note, refund). A shop order keeps its bare number, so
 * the paths clients already know (`/api/admin/orders/12/status`) stay as they were; a photo order
 * is `photo-3`, as the kinds are numbered apart (№ 3 and Ф-3 are two orders).
 */

const photoRefPrefix = 'photo-';

/** The path segment naming an order: `12` for a shop order, `photo-3` for a photo order. */
export const staffOrderRefOf = (order: OrderRef): string =>
  order.kind === 'photo-order' ? `${photoRefPrefix}${order.id}` : String(order.id);

/** `/api/admin/orders/12`, `/api/admin/orders/photo-3`: where an order's staff routes live. */
export const staffOrderPath = (order: OrderRef): string => `/api/admin/orders/${staffOrderRefOf(order)}`;

/** `12` → a shop order 12, `photo-3` → photo order 3; anything else is refused as invalid_data. */
export const staffOrderRefSchema = z.string({ error: 'invalid_data' }).transform((text, ctx): OrderRef => {
  const match = /^(photo-)?(\d{1,10})$/.exec(text);
  const id = match ? Number(match[2]) : Number.NaN;
  if (!match || !jsonIdSchema.safeParse(id).success) {
    ctx.addIssue({ code: 'custom', message: 'invalid_data', input: text });
    return z.NEVER;
  }
  const kind: OrderKind = match[1] ? 'photo-order' : 'order';
  return { kind, id };
});
export const staffOrderRefParamsSchema = z.object({ orderRef: staffOrderRefSchema });

/**
 * What every route of the family answers with: the order as the back office shows it, told
 * apart by `kind`. A shop order's fields are those of GET /api/admin/orders/:id before the
 * family (a superset of what its status moves answered), a photo order's those of its page.
 */
export const staffOrderViewSchema = z.discriminatedUnion('kind', [
  adminOrderSchema.extend({ kind: z.literal('order') }),
  adminPhotoOrderSchema.extend({ kind: z.literal('photo-order') }),
]);
export type StaffOrderView = z.infer<typeof staffOrderViewSchema>;
