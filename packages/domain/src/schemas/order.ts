import { z } from 'zod';
import { excludedCountries } from '../delivery-rules';
import { orderResultTypes, orderStatuses, paymentStatuses } from '../enums';
import { deliveryTypeSchema, localeSchema, paymentTypeSchema } from '../enum-schemas';
import {
  firstNameSchema,
  jsonIdSchema,
  lastNameSchema,
  mailSchema,
  optionalNameSchema,
  optionalTextSchema,
  phoneSchema,
} from './fields';
import { promoCodeSchema } from './promo-code';

/** requirements §3 order contact form. */
export const orderContactSchema = z.object({
  lastName: lastNameSchema,
  firstName: firstNameSchema,
  fatherName: optionalNameSchema,
  email: mailSchema,
  phone: phoneSchema,
  comment: optionalTextSchema(1000),
});
export type OrderContact = z.infer<typeof orderContactSchema>;

const required = (key: string, max = 200) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: key }).min(1, { error: key }).max(max, { error: 'too_long' }),
  );

const countrySchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z
    .string({ error: 'enter_delivery_data' })
    .regex(/^[A-Z]{2}$/, { error: 'enter_delivery_data' })
    .refine((c) => !(excludedCountries as readonly string[]).includes(c), { error: 'excluded_country' }),
);

/**
 * Delivery data per delivery type (requirements §5): a branch for post, a parcel locker for postomat,
 * an address for courier delivery, country and address abroad, nothing for takeaway.
 */
export const deliverySchema = z.discriminatedUnion('deliveryType', [
  z.object({
    deliveryType: z.literal('post'),
    cityRef: required('enter_delivery_data', 64),
    branchRef: required('choose_branch', 64),
  }),
  z.object({
    deliveryType: z.literal('postomat'),
    cityRef: required('enter_delivery_data', 64),
    postomatRef: required('choose_postomat', 64),
  }),
  z.object({
    deliveryType: z.literal('new-post-address'),
    cityRef: required('enter_delivery_data', 64),
    address: required('enter_delivery_data'),
  }),
  z.object({
    deliveryType: z.literal('ukr-post'),
    city: required('enter_delivery_data', 100),
    postIndex: z
      .string({ error: 'enter_delivery_data' })
      .trim()
      .regex(/^\d{5}$/, { error: 'enter_delivery_data' }),
    address: optionalTextSchema(200),
  }),
  z.object({
    deliveryType: z.literal('new-intr'),
    country: countrySchema,
    city: required('enter_delivery_data', 100),
    address: required('enter_delivery_data'),
  }),
  z.object({
    deliveryType: z.literal('ukr-intr'),
    country: countrySchema,
    city: required('enter_delivery_data', 100),
    address: required('enter_delivery_data'),
  }),
  z.object({ deliveryType: z.literal('takeaway') }),
]);
export type Delivery = z.infer<typeof deliverySchema>;

/** deliveryType is read before the union so both spellings are accepted (new_post_address). */
export const deliveryInputSchema = z.preprocess((v) => {
  if (v && typeof v === 'object' && 'deliveryType' in v) {
    const d = v as Record<string, unknown>;
    const parsed = deliveryTypeSchema.safeParse(d.deliveryType);
    return parsed.success ? { ...d, deliveryType: parsed.data } : d;
  }
  return v;
}, deliverySchema);

export const orderLineInputSchema = z.object({
  productId: jsonIdSchema,
  amount: z.number({ error: 'invalid_data' }).int().min(1).max(99),
});

export const orderInputSchema = z.object({
  contact: orderContactSchema,
  delivery: deliveryInputSchema,
  paymentType: paymentTypeSchema,
  lines: z
    .array(orderLineInputSchema)
    .min(1, { error: 'invalid_data' })
    .max(100)
    .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, {
      error: 'invalid_data',
    }),
  /** UAH of bonus balance to spend; capped on the server */
  bonusToSpend: z.number({ error: 'invalid_data' }).min(0).max(1_000_000).optional(),
  /** a promotion's code (issue #43); any case; a refused one refuses the order with its 422 */
  promoCode: z.preprocess((v) => (v === '' || v === null ? undefined : v), promoCodeSchema.optional()),
  language: localeSchema.default('ua'),
});
export type OrderInput = z.infer<typeof orderInputSchema>;

export const orderLineSchema = z.object({
  productId: z.number().int(),
  article: z.string(),
  name: z.object({ ua: z.string(), ru: z.string() }),
  image: z.string().nullable(),
  price: z.number().describe('UAH per unit'),
  amount: z.number().int(),
  total: z.number().describe('UAH'),
});

/** A promotion an order got: its name as it was then, its code (null: automatic), UAH off. */
export const orderPromotionSchema = z.object({
  name: z.object({ ua: z.string(), ru: z.string() }),
  code: z.string().nullable(),
  discount: z.number().describe('UAH'),
});
export type OrderPromotion = z.infer<typeof orderPromotionSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  deliveryType: z.string(),
  paymentType: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  resultType: z.enum(orderResultTypes),
  contact: z.object({
    lastName: z.string(),
    firstName: z.string(),
    fatherName: z.string().nullable(),
    email: z.string(),
    phone: z.string(),
    comment: z.string().nullable(),
  }),
  delivery: z.record(z.string(), z.unknown()),
  lines: z.array(orderLineSchema),
  goodsTotal: z.number(),
  /** UAH the promotions took off the goods (issue #43) */
  discount: z.number(),
  /** the code the buyer gave, as the promotion spells it */
  promoCode: z.string().nullable(),
  promotions: z.array(orderPromotionSchema),
  bonusSpent: z.number(),
  total: z.number().describe('UAH the shop collects'),
  codFee: z.number().describe('UAH the carrier charges on cash on delivery, paid to the carrier'),
  waybillNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const preparePaymentSchema = z.object({
  orderId: jsonIdSchema,
  language: localeSchema.default('ua'),
  // The payer is sent back here: only web addresses, never javascript: or data: URLs.
  resultUrl: z.url({ protocol: /^https?$/, error: 'invalid_data' }).max(2000),
  /** a guest's access to the order (orderPlacedSchema.orderToken); the owner's session needs none */
  orderToken: z.string().min(1).max(200).optional(),
});
export type PreparePayment = z.infer<typeof preparePaymentSchema>;

export const paymentSchema = z.object({
  provider: z.string(),
  paymentId: z.string(),
  orderId: z.number().int(),
  amount: z.number().describe('UAH'),
  currency: z.literal('UAH'),
  status: z.enum(paymentStatuses),
  /** where to send the payer */
  url: z.string(),
  /** for providers with a form POST (LiqPay): the fields to post to url */
  form: z.record(z.string(), z.string()).nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;
