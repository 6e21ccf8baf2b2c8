import { z } from 'zod';
import { locales, userLevels } from '../enums';
import { savedDepartmentSchema } from '../schemas/auth';
import { adminListQuery, queryListSchema } from './list';

/** GET /api/admin/customers: shoppers' accounts (role customer). */
export const adminCustomerListQuerySchema = adminListQuery(
  ['id', 'createdAt', 'lastName', 'mail', 'ordersCount', 'cumulativePurchases', 'bonusBalance'],
  'id',
).extend({
  /** a part of the name, the mail or the phone (only digits of a phone are compared) */
  q: z.string().trim().max(200).optional(),
  /** loyalty tiers, counted from the received purchases as the storefront counts them */
  level: queryListSchema(z.enum(userLevels)).optional(),
});
export type AdminCustomerListQuery = z.infer<typeof adminCustomerListQuerySchema>;

/** One row of the customers list; money in UAH. */
export const adminCustomerListItemSchema = z.object({
  id: z.number().int(),
  mail: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  ordersCount: z.number().int().describe('orders placed while signed in, canceled ones included'),
  cumulativePurchases: z.number().describe('UAH of goods in received, not refunded orders: what tiers count'),
  level: z.enum(userLevels),
  cashbackPercent: z.number().int(),
  bonusBalance: z.number().describe('UAH; may be below zero after a refund took back spent cashback'),
});
export type AdminCustomerListItem = z.infer<typeof adminCustomerListItemSchema>;

export const bonusKinds = [
  'spent',
  'spent-returned',
  'cashback',
  'cashback-reversed',
  'cashback-refunded',
  'adjustment',
] as const;

/** One entry of a customer's bonus ledger; amount in UAH, signed. */
export const bonusLedgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(bonusKinds),
  amount: z.number().describe('UAH, signed'),
  orderId: z.number().int().nullable(),
  /** a photo order's cashback (photo orders are numbered apart from orders) */
  photoOrderId: z.number().int().nullable(),
  /** 'customer', 'system' or 'staff:<user id>' */
  actor: z.string(),
  /** the staff member's mail for 'staff:<id>' entries, when the account still exists */
  actorMail: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type BonusLedgerEntry = z.infer<typeof bonusLedgerEntrySchema>;

/** GET /api/admin/customers/:id: profile, saved delivery, tier, bonus balance and ledger. */
export const adminCustomerSchema = adminCustomerListItemSchema.extend({
  fatherName: z.string().nullable(),
  locale: z.enum(locales),
  deliveryDepartment: savedDepartmentSchema.nullable(),
  deliveryPostomat: savedDepartmentSchema.nullable(),
  nextLevel: z.enum(userLevels).nullable(),
  toNextLevel: z.number().describe('UAH left to buy for the next tier; 0 on the top tier'),
  photoOrdersCount: z.number().int(),
  /** newest first, at most the latest 200 */
  bonusLedger: z.array(bonusLedgerEntrySchema),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** The largest single manual adjustment, UAH: a typo with extra zeros is refused. */
export const maxBonusAdjustment = 100_000;

/**
 * POST /api/admin/customers/:id/bonus-adjustment: a signed UAH amount (kopiyky at most) and
 * why, which the ledger keeps as its note.
 */
export const bonusAdjustmentSchema = z.object({
  amount: z
    .number({ error: 'invalid_amount' })
    .refine((v) => v !== 0, { error: 'invalid_amount' })
    .refine((v) => Math.abs(v) <= maxBonusAdjustment, { error: 'invalid_amount' })
    .refine((v) => Number.isInteger(Number((v * 100).toPrecision(15))), { error: 'invalid_amount' }),
  reason: z
    .string({ error: 'required_field' })
    .trim()
    .min(1, { error: 'required_field' })
    .max(500, { error: 'too_long' }),
});
export type BonusAdjustment = z.infer<typeof bonusAdjustmentSchema>;
