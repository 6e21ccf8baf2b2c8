import { z } from 'zod';
import {
  deliveryTypes,
  orderStatuses,
  paymentStatuses,
  paymentTypes,
  photoComplectations,
  photoSizes,
  photoSpeeds,
} from '../enums';
import { paymentAttemptStatuses } from '../payment-attempt';
import { optionalTextSchema } from '../schemas/fields';
import { orderParcelSchema } from '../schemas/order-parcel';
import { photoQualities } from '../photo-line-quality';
import { nonEmptyUpdate } from '../schemas/update-body';
import { orderPromotionSchema } from '../schemas/order';
import { orderMoneyBackSchema } from '../schemas/money-back';
import { staffOrderSchema, staffOrderStatusEntrySchema, statusUndoSchema } from '../schemas/order-admin';
import { adminListQuery, queryListSchema } from './list';
import { kyivOffsetMs } from '../kyiv-time';

/**
 * `q` finds an order by its id, the buyer's phone in any spelling (only its digits are
 * compared), mail or last name.
 */
const searchSchema = z.string().trim().max(200).optional();

/** The instant a Kyiv calendar day (`2026-11-23`) begins, `plusDays` later. */
export function kyivDayStart(day: string, plusDays = 0): Date {
  const midnightUtc = new Date(`${day}T00:00:00Z`);
  midnightUtc.setUTCDate(midnightUtc.getUTCDate() + plusDays);
  return new Date(midnightUtc.getTime() - kyivOffsetMs(midnightUtc));
}

/**
 * Date filters of the orders lists: staff pick Kyiv days, so `from=2026-11-23` starts at that
 * day's Kyiv midnight and `to=2026-11-23` takes in the whole day (the bound is exclusive: the
 * next Kyiv midnight). A full ISO time is taken as it is.
 */
const dayFromSchema = z.iso
  .date()
  .transform((d) => kyivDayStart(d))
  .or(z.iso.datetime({ offset: true }).transform((v) => new Date(v)));
const dayToSchema = z.iso
  .date()
  .transform((d) => kyivDayStart(d, 1))
  .or(z.iso.datetime({ offset: true }).transform((v) => new Date(v)));

/** GET /api/admin/orders */
export const adminOrderListQuerySchema = adminListQuery(['id', 'createdAt', 'total', 'status'], 'id').extend({
  status: queryListSchema(z.enum(orderStatuses)).optional(),
  paymentStatus: queryListSchema(z.enum(paymentStatuses)).optional(),
  deliveryType: queryListSchema(z.enum(deliveryTypes)).optional(),
  paymentType: queryListSchema(z.enum(paymentTypes)).optional(),
  from: dayFromSchema.optional(),
  to: dayToSchema.optional(),
  /** one buyer's orders (the customer's profile lists them) */
  userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  q: searchSchema,
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/** One row of the back office's orders list. */
export const adminOrderListItemSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  customerName: z.string(),
  phone: z.string(),
  email: z.string(),
  deliveryType: z.string(),
  paymentType: z.string(),
  total: z.number().describe('UAH'),
  lineCount: z.number().int(),
  userId: z.number().int().nullable(),
  waybillNumber: z.string().nullable(),
  /** a test provider (the sandbox) was used for it: no real money, never ship it as paid */
  testPayment: z.boolean(),
  parcel: orderParcelSchema,
});
export type AdminOrderListItem = z.infer<typeof adminOrderListItemSchema>;

/**
 * The buyer's account behind an order: signed in when it was placed, or joined later by a proven
 * mail (issue #26). `name` is the account's, which may differ from the order's contact.
 */
export const orderBuyerSchema = z
  .object({ id: z.number().int(), mail: z.string(), name: z.string() })
  .nullable();

export const adminOrderPaymentSchema = z.object({
  id: z.string(),
  provider: z.string(),
  /** the provider's word, or `abandoned` for an attempt that outlived its checkout (payment-attempt.ts) */
  status: z.enum(paymentAttemptStatuses),
  amount: z.number().describe('UAH'),
  providerReference: z.string().nullable(),
  /** taken by a test provider: no money moved */
  testPayment: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** GET /api/admin/orders/:id: the lifecycle view plus the staff note, the buyer and the payments. */
export const adminOrderSchema = staffOrderSchema.extend({
  staffNote: z.string().nullable(),
  buyer: orderBuyerSchema,
  payments: z.array(adminOrderPaymentSchema),
  /** a test provider (the sandbox) was used for it: no real money, never ship it as paid */
  testPayment: z.boolean(),
  ...orderMoneyBackSchema.shape,
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** PUT /api/admin/orders/:id/note and /photo-orders/:id/note; an empty note clears it. */
/** `{ staffNote: "" }` clears the note; `{}` says nothing and is refused. */
export const staffNoteSchema = nonEmptyUpdate(z.object({ staffNote: optionalTextSchema(4000) }));
export type StaffNoteInput = z.infer<typeof staffNoteSchema>;

/** GET /api/admin/photo-orders */
export const adminPhotoOrderListQuerySchema = adminListQuery(
  ['id', 'createdAt', 'total', 'status'],
  'id',
).extend({
  status: queryListSchema(z.enum(orderStatuses)).optional(),
  paymentStatus: queryListSchema(z.enum(paymentStatuses)).optional(),
  from: dayFromSchema.optional(),
  to: dayToSchema.optional(),
  userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  q: searchSchema,
});
export type AdminPhotoOrderListQuery = z.infer<typeof adminPhotoOrderListQuerySchema>;

export const adminPhotoOrderListItemSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  paymentType: z.string(),
  deliveryType: z.string(),
  customerName: z.string(),
  phone: z.string(),
  email: z.string(),
  total: z.number().describe('UAH'),
  /** pictures ordered, all lines together */
  pictureCount: z.number().int(),
  /** the first line's photo, for a thumbnail */
  imageUrl: z.string().nullable(),
  parcel: orderParcelSchema,
});
export type AdminPhotoOrderListItem = z.infer<typeof adminPhotoOrderListItemSchema>;

export const adminPhotoOrderLineSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  /** the full-size photo as an attachment (staff only) */
  downloadUrl: z.string(),
  complectation: z.enum(photoComplectations),
  size: z.enum(photoSizes),
  speed: z.enum(photoSpeeds),
  amount: z.number().int(),
  price: z.number().describe('UAH per picture'),
  total: z.number().describe('UAH'),
  /**
   * What the stored photo gives the painter at this line's size, orientation and crop
   * (photoLineQuality): 'small' means fine details will be simplified. Null when the photo is
   * not one of our uploads (a demo order's picture), so its pixels are unknown.
   */
  photoQuality: z.enum(photoQualities).nullable(),
});

/** GET /api/admin/photo-orders/:id */
export const adminPhotoOrderSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  paymentType: z.string(),
  clientData: z.object({
    lastName: z.string(),
    firstName: z.string(),
    fatherName: z.string().nullable(),
    email: z.string(),
    phone: z.string(),
  }),
  delivery: z.record(z.string(), z.unknown()),
  comment: z.string().nullable(),
  total: z.number().describe('UAH, after the discount'),
  /** UAH the promotions took off, the code given and which promotions (issue #43) */
  discount: z.number(),
  promoCode: z.string().nullable(),
  promotions: z.array(orderPromotionSchema),
  locale: z.string(),
  staffNote: z.string().nullable(),
  buyer: orderBuyerSchema,
  lines: z.array(adminPhotoOrderLineSchema),
  nextStatuses: z.array(z.enum(orderStatuses)),
  /** its status changes, as an order's (its placing is `createdAt`, not an entry) */
  statusHistory: z.array(staffOrderStatusEntrySchema),
  /** POST /api/admin/orders/photo-:id/status/undo takes this change back until `until`; null when nothing can be */
  undo: statusUndoSchema.nullable(),
  /** the carrier's waybill once made, with Nova Poshta's tracking page for it */
  waybillNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /** a test provider's payment was opened for it: no real money, never ship it as paid */
  testPayment: z.boolean(),
  ...orderMoneyBackSchema.shape,
});
export type AdminPhotoOrder = z.infer<typeof adminPhotoOrderSchema>;

export const photoOrderLineParamsSchema = z.object({
  id: z.coerce.number({ error: 'invalid_data' }).int().positive().max(2_147_483_647),
  lineId: z.coerce.number({ error: 'invalid_data' }).int().positive().max(2_147_483_647),
});
