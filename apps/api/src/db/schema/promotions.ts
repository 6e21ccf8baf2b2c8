import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders, photoOrders } from './orders';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Issue #43: a promotion staff run, with a code or automatic (code null). */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    nameUa: text('name_ua').notNull(),
    nameRu: text('name_ru'),
    /** as staff spelled it; null for an automatic promotion */
    code: text('code'),
    /** the code as shoppers' codes are matched (promoCodeKey: NFKC, upper case) */
    codeKey: text('code_key'),
    discountType: text('discount_type').notNull(),
    /** the percent, kopiyky off (fixed), or N (nth_free) */
    value: integer('value').notNull(),
    /** kopiyky the qualifying goods must reach */
    minSubtotal: integer('min_subtotal').notNull().default(0),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    active: boolean('active').notNull().default(true),
    /** uses held now: raised in an order's transaction, lowered when an unpaid order is cancelled */
    usesCount: integer('uses_count').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotions_code_key_uq').on(t.codeKey),
    index('promotions_automatic_idx')
      .on(t.active)
      .where(sql`${t.codeKey} is null`),
    check('promotions_uses_within_limit', sql`${t.usageLimit} is null or ${t.usesCount} <= ${t.usageLimit}`),
  ],
);

/**
 * One promotion given to one order (of either kind), with what it took off and the name it had
 * then. A released use (the unpaid order was cancelled) no longer counts toward any limit.
 */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'restrict' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    photoOrderId: integer('photo_order_id').references(() => photoOrders.id, { onDelete: 'cascade' }),
    /** the buyer's mail in lower case: a per-customer limit holds for guests too */
    emailKey: text('email_key').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    nameUa: text('name_ua').notNull(),
    nameRu: text('name_ru'),
    code: text('code'),
    /** kopiyky taken off */
    discount: integer('discount').notNull(),
    /** kopiyky the order came to after every discount */
    revenue: integer('revenue').notNull(),
    releasedAt: at('released_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('promotion_uses_promotion_idx').on(t.promotionId, t.emailKey),
    index('promotion_uses_user_idx').on(t.promotionId, t.userId),
    index('promotion_uses_order_idx').on(t.orderId),
    index('promotion_uses_photo_order_idx').on(t.photoOrderId),
    check('promotion_uses_one_order', sql`(${t.orderId} is null) <> (${t.photoOrderId} is null)`),
  ],
);
