import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('requested'),
    paymentStatus: text('payment_status').notNull().default('awaiting'),
    deliveryType: text('delivery_type').notNull(),
    paymentType: text('payment_type').notNull(),
    resultType: text('result_type').notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    fatherName: text('father_name'),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    comment: text('comment'),
    /** the delivery data as chosen, with names resolved from the directory */
    delivery: jsonb('delivery').$type<Record<string, unknown>>().notNull(),
    /** kopiyky */
    goodsTotal: integer('goods_total').notNull(),
    /** kopiyky the promotions took off the goods (issue #43); total = goods - discount - bonus */
    discount: integer('discount').notNull().default(0),
    /** the code the buyer gave, as the promotion spells it */
    promoCode: text('promo_code'),
    bonusSpent: integer('bonus_spent').notNull().default(0),
    codFee: integer('cod_fee').notNull().default(0),
    total: integer('total').notNull(),
    /** the buyer's cashback percent when the order was placed */
    cashbackPercent: integer('cashback_percent').notNull().default(0),
    waybillNumber: text('waybill_number'),
    /** the carrier's own id of the waybill (Nova Poshta's document Ref), for tracking and deletion */
    waybillRef: text('waybill_ref'),
    locale: text('locale').notNull().default('ua'),
    /** staff's own notes on the order; the customer never sees them */
    staffNote: text('staff_note'),
    /** a payment of a test provider (the sandbox, LiqPay's sandbox keys) was opened for it: no real money */
    testPayment: boolean('test_payment').notNull().default(false),
    /** sha256 (hex) of the order's access token; null for orders placed before tokens existed */
    accessTokenHash: text('access_token_hash'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status),
    index('orders_created_idx').on(t.createdAt),
    // Issue #26: a confirmed mail looks up the guest orders placed with it.
    index('orders_guest_mail_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.userId} is null`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    article: text('article').notNull(),
    nameUa: text('name_ua').notNull(),
    nameRu: text('name_ru').notNull(),
    image: text('image'),
    /** kopiyky per unit, as charged */
    price: integer('price').notNull(),
    amount: integer('amount').notNull(),
    /** kopiyky of the order's discount that fell on this line (all its units together) */
    discount: integer('discount').notNull().default(0),
    isPreorder: boolean('is_preorder').notNull().default(false),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/**
 * Every order's status changes, a shop order's or a photo order's: exactly one of order_id and
 * photo_order_id names the order (one status machine writes both, order-pipeline/). Migration
 * 0022 moved photo orders' entries here from photo_order_status_history (legacy.ts).
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    photoOrderId: integer('photo_order_id').references(() => photoOrders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** 'customer', 'system' or 'staff' (a payment provider's word is the system's) */
    actor: text('actor').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the staff member's name as it was at the change: the history still says who after they leave */
    actorName: text('actor_name'),
    /** the status the change left; an undo goes back to it */
    fromStatus: text('from_status'),
    /** the customer's mail this change queued (outbox id): an undo deletes it while still unsent */
    mailId: integer('mail_id'),
    /** the entry this one took back: an undo is itself never undone */
    undoOf: integer('undo_of'),
    /**
     * until when staff may take this change back (STATUS_UNDO_SECONDS after it); decided with the
     * change, as its mail's hold is. Null: not undoable, or written before the column existed.
     */
    undoUntil: at('undo_until'),
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId),
    index('order_status_history_photo_order_idx').on(t.photoOrderId),
    check('order_status_history_one_order', sql`(${t.orderId} is null) <> (${t.photoOrderId} is null)`),
  ],
);

export const photoOrders = pgTable(
  'photo_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('requested'),
    paymentStatus: text('payment_status').notNull().default('awaiting'),
    paymentType: text('payment_type').notNull(),
    clientData: jsonb('client_data').$type<Record<string, unknown>>().notNull(),
    delivery: jsonb('delivery').$type<Record<string, unknown>>().notNull(),
    comment: text('comment'),
    /** kopiyky, after the discount */
    total: integer('total').notNull(),
    /** kopiyky the promotions took off (issue #43) */
    discount: integer('discount').notNull().default(0),
    promoCode: text('promo_code'),
    /** kopiyky: the cash-on-delivery fee as the rule stood at placement, as orders.cod_fee */
    codFee: integer('cod_fee').notNull().default(0),
    locale: text('locale').notNull().default('ua'),
    staffNote: text('staff_note'),
    /** sha256 (hex) of the photo order's access token; null for older photo orders */
    accessTokenHash: text('access_token_hash'),
    /** as orders.test_payment: a test provider's payment was opened for it, no real money */
    testPayment: boolean('test_payment').notNull().default(false),
    /** the carrier's waybill, as on orders (set on entering lading-bill-created) */
    waybillNumber: text('waybill_number'),
    waybillRef: text('waybill_ref'),
    /** the signed-in buyer's cashback percent when the photo order was placed */
    cashbackPercent: integer('cashback_percent').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('photo_orders_user_idx').on(t.userId, t.createdAt),
    index('photo_orders_guest_mail_idx')
      .on(sql`lower(${t.clientData}->>'email')`)
      .where(sql`${t.userId} is null`),
  ],
);

export const photoOrderLines = pgTable('photo_order_lines', {
  id: serial('id').primaryKey(),
  photoOrderId: integer('photo_order_id')
    .notNull()
    .references(() => photoOrders.id, { onDelete: 'cascade' }),
  imageUrl: text('image_url').notNull(),
  complectation: text('complectation').notNull(),
  size: text('size').notNull(),
  speed: text('speed').notNull(),
  amount: integer('amount').notNull(),
  /** kopiyky per unit */
  price: integer('price').notNull(),
  /** kopiyky of the photo order's discount that fell on this line (issue #43) */
  discount: integer('discount').notNull().default(0),
  // What the shopper saw in the preview: the template job paints exactly this framing.
  orientation: text('orientation', { enum: ['portrait', 'landscape'] })
    .notNull()
    .default('portrait'),
  /** fractions of the EXIF-oriented photo; null is the centre crop */
  crop: jsonb('crop').$type<{ x: number; y: number; width: number; height: number }>(),
  seed: integer('seed').notNull().default(1),
});

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    /** what is paid: a shop order or a photo order, exactly one of the two */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    photoOrderId: integer('photo_order_id').references(() => photoOrders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('awaiting'),
    /** kopiyky */
    amount: integer('amount').notNull(),
    resultUrl: text('result_url').notNull(),
    providerReference: text('provider_reference'),
    /** when the provider says the status last changed; older callbacks (Monobank's may cross) are ignored */
    providerUpdatedAt: at('provider_updated_at'),
    /** taken by a test provider: no money moved */
    testPayment: boolean('test_payment').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_photo_order_idx').on(t.photoOrderId),
    check('payments_one_subject_ck', sql`num_nonnulls(${t.orderId}, ${t.photoOrderId}) = 1`),
  ],
);

/**
 * A retried POST with the same Idempotency-Key answers the first answer (kept ≥ 24 h).
 * The row is inserted in the same transaction as the work it guards and gets its answer
 * before commit, so others only ever see it answered (`response` null is a legacy claim).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    response: jsonb('response'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull().unique(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** a guest uploader: sha256 (hex) of their upload_owner cookie, so only they can order with it */
    guestOwner: text('guest_owner'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('uploads_created_idx').on(t.createdAt)],
);
