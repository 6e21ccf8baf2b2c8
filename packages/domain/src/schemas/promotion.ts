import { z } from 'zod';
import { discountTypes } from '../promotions';
import { adminListQuery } from '../admin/list';
import { photoComplectations, photoSizes, photoSpeeds } from '../enums';
import { jsonIdSchema } from './fields';
import { orderLineInputSchema, orderPromotionSchema } from './order';
import { staffPromoCodeSchema, promoCodeSchema } from './promo-code';
import { storableText } from './text-safety';

/*
 * Issue #43: promotions as staff make them and shoppers use them. Amounts on the wire are UAH,
 * as every price of the API; the rule (promotions.ts) works in kopiyky.
 */

const promotionNameSchema = z
  .string({ error: 'required_field' })
  .trim()
  .check(storableText)
  .min(1, { error: 'required_field' })
  .max(120, { error: 'too_long' });

const isoTimeSchema = z.iso.datetime({ offset: true, error: 'invalid_data' });

/** The body of POST /api/admin/promotions and PUT /api/admin/promotions/:id. */
export const promotionInputSchema = z
  .object({
    name: promotionNameSchema,
    nameRu: z.preprocess((v) => (v === '' ? null : v), promotionNameSchema.nullable().optional()),
    /** null: an automatic promotion, applied without a code */
    code: z.preprocess((v) => (v === '' ? null : v), staffPromoCodeSchema.nullable()),
    discountType: z.enum(discountTypes),
    /** the percent, the UAH off, or N of "every N-th item free" */
    value: z.number({ error: 'invalid_discount_value' }),
    /** UAH the qualifying goods must reach */
    minSubtotal: z
      .number({ error: 'invalid_price' })
      .min(0, { error: 'invalid_price' })
      .max(1_000_000)
      .nullable()
      .optional(),
    categoryIds: z.array(jsonIdSchema).max(200).optional(),
    productIds: z.array(jsonIdSchema).max(500).optional(),
    startsAt: isoTimeSchema.nullable().optional(),
    endsAt: isoTimeSchema.nullable().optional(),
    usageLimit: z.number({ error: 'invalid_data' }).int().min(1).max(10_000_000).nullable().optional(),
    perCustomerLimit: z.number({ error: 'invalid_data' }).int().min(1).max(1000).nullable().optional(),
    active: z.boolean({ error: 'invalid_data' }).default(true),
  })
  .strict()
  .superRefine((p, ctx) => {
    const wholeKopiyky = Math.abs(p.value * 100 - Math.round(p.value * 100)) < 1e-6;
    const valid =
      p.discountType === 'percent'
        ? Number.isInteger(p.value) && p.value >= 1 && p.value <= 100
        : p.discountType === 'fixed'
          ? p.value > 0 && p.value <= 1_000_000 && wholeKopiyky
          : Number.isInteger(p.value) && p.value >= 2 && p.value <= 20;
    if (!valid) ctx.addIssue({ code: 'custom', path: ['value'], message: 'invalid_discount_value' });
    if (p.minSubtotal != null && Math.abs(p.minSubtotal * 100 - Math.round(p.minSubtotal * 100)) >= 1e-6)
      ctx.addIssue({ code: 'custom', path: ['minSubtotal'], message: 'invalid_price' });
    if (p.startsAt && p.endsAt && Date.parse(p.endsAt) <= Date.parse(p.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'ends_before_start' });
  });
export type PromotionInput = z.infer<typeof promotionInputSchema>;

export const promotionStates = ['active', 'paused', 'scheduled', 'ended', 'used-up'] as const;

/** A promotion in the back office, with what it has done so far. */
export const adminPromotionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameRu: z.string().nullable(),
  code: z.string().nullable(),
  discountType: z.enum(discountTypes),
  value: z.number(),
  minSubtotal: z.number().nullable(),
  categoryIds: z.array(z.number().int()),
  productIds: z.array(z.number().int()),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  active: z.boolean(),
  /** where it stands now: paused by staff, not started, over, or every use taken */
  state: z.enum(promotionStates),
  /** orders holding a use (a cancelled unpaid order gave its use back) */
  uses: z.number().int(),
  /** UAH taken off those orders */
  discountGiven: z.number(),
  /** UAH those orders came to after the discount */
  revenue: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

export const promotionListQuerySchema = adminListQuery(['id', 'createdAt', 'name', 'uses'], 'id').extend({
  q: z.string().trim().max(100).check(storableText).optional(),
});

/** A photo picture's line for a check: priced from the requirements §9 table, as the order will be. */
export const photoDiscountLineSchema = z.object({
  complectation: z.enum(photoComplectations),
  size: z.enum(photoSizes),
  speed: z.enum(photoSpeeds),
  amount: z.number({ error: 'invalid_data' }).int().min(1).max(20).default(1),
});

const cartLinesSchema = {
  lines: z.array(orderLineInputSchema).max(100).optional(),
  photoLines: z.array(photoDiscountLineSchema).max(10).optional(),
};

const oneKindOfLines = (v: { lines?: unknown[] | undefined; photoLines?: unknown[] | undefined }) =>
  (v.lines?.length ?? 0) > 0 !== (v.photoLines?.length ?? 0) > 0;

/** POST /api/server/promo-codes/check: a code against a cart's lines or a photo order's. */
export const promoCodeCheckSchema = z
  .object({ code: promoCodeSchema, ...cartLinesSchema })
  .refine(oneKindOfLines, { error: 'invalid_data', path: ['lines'] });
export type PromoCodeCheck = z.infer<typeof promoCodeCheckSchema>;

/** POST /api/server/promotions/quote: the cart's discounts, with or without a code. */
export const promotionQuoteInputSchema = z
  .object({ code: promoCodeSchema.optional(), ...cartLinesSchema })
  .refine(oneKindOfLines, { error: 'invalid_data', path: ['lines'] });
export type PromotionQuoteInput = z.infer<typeof promotionQuoteInputSchema>;

/** A promotion as the shopper sees it applied: its name in their language and what it took off. */
export const appliedPromotionSchema = orderPromotionSchema;

/** The answer of a code that applies (UAH). */
export const promoCodeCheckedSchema = z.object({
  code: z.string(),
  discount: z.number(),
  subtotal: z.number(),
  total: z.number(),
  promotions: z.array(appliedPromotionSchema),
});
export type PromoCodeChecked = z.infer<typeof promoCodeCheckedSchema>;

export const promoRefusals = [
  'promo_code_not_found',
  'promo_code_expired',
  'promo_code_used_up',
  'promo_code_not_applicable',
] as const;
export type PromoRefusal = (typeof promoRefusals)[number];

/** The cart's view of its discounts: always 200, a refused code says why and what to do. */
export const promotionQuoteSchema = z.object({
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  promotions: z.array(appliedPromotionSchema),
  codeRefusal: z
    .object({
      message: z.enum(promoRefusals),
      /** UAH still to add to reach the code's minimum */
      missing: z.number().nullable(),
      /** items still to add for "every N-th free" */
      missingItems: z.number().int().nullable(),
    })
    .nullable(),
  /** the automatic promotion nearest to applying: «ще 230 ₴ — і знижка 5 %» */
  nextPromotion: z
    .object({
      name: z.object({ ua: z.string(), ru: z.string() }),
      discountType: z.enum(discountTypes),
      /** the percent, the UAH off, or N */
      value: z.number(),
      missing: z.number().nullable(),
      missingItems: z.number().int().nullable(),
    })
    .nullable(),
});
export type PromotionQuote = z.infer<typeof promotionQuoteSchema>;
