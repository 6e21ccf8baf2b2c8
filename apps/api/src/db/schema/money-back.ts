import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders, payments, photoOrders } from './orders';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Issue #44: money staff give back through the provider. A row is written first (pending), in
 * the transaction that checked the rest of the payment; the provider is asked after commit, by
 * whoever holds its lease (the request, or the retry worker after an outage). Its id is the
 * refund's id at the provider (Monobank's extRef), so a retry never gives the money back twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    photoOrderId: integer('photo_order_id').references(() => photoOrders.id, { onDelete: 'cascade' }),
    /** kopiyky */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** pending (to ask, asked or accepted by the provider), done, failed (the provider refused) */
    status: text('status').notNull().default('pending'),
    providerMessage: text('provider_message'),
    providerReference: text('provider_reference'),
    attempts: integer('attempts').notNull().default(0),
    /** when it may be asked (again): the lease of whoever asks, or the retry's time */
    dueAt: at('due_at').notNull().defaultNow(),
    lastError: text('last_error'),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    doneAt: at('done_at'),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_photo_order_idx').on(t.photoOrderId),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'pending'`),
    check('refunds_one_subject_ck', sql`num_nonnulls(${t.orderId}, ${t.photoOrderId}) = 1`),
    check('refunds_amount_ck', sql`${t.amount} > 0`),
  ],
);

/**
 * A fiscal receipt (ПРРО) the shop asks its register for: a sell one per online payment taken, a
 * return one per refund done. Its id is the receipt's id at the register, so a retry finds it.
 */
export const fiscalReceipts = pgTable(
  'fiscal_receipts',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['sell', 'return'] }).notNull(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    refundId: text('refund_id').references(() => refunds.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    photoOrderId: integer('photo_order_id').references(() => photoOrders.id, { onDelete: 'cascade' }),
    /** kopiyky */
    total: integer('total').notNull(),
    /** pending (to send, or sent and awaiting the tax service), done, failed */
    status: text('status').notNull().default('pending'),
    /** the register has it (a state read, not a new receipt, is what a retry then needs) */
    sentAt: at('sent_at'),
    fiscalCode: text('fiscal_code'),
    url: text('url'),
    message: text('message'),
    attempts: integer('attempts').notNull().default(0),
    dueAt: at('due_at').notNull().defaultNow(),
    lastError: text('last_error'),
    /** made by a test register (checkbox-sandbox): not a fiscal document */
    test: boolean('test').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('fiscal_receipts_order_idx').on(t.orderId),
    index('fiscal_receipts_photo_order_idx').on(t.photoOrderId),
    index('fiscal_receipts_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('fiscal_receipts_sell_uq')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'sell'`),
    uniqueIndex('fiscal_receipts_refund_uq').on(t.refundId),
    check('fiscal_receipts_one_subject_ck', sql`num_nonnulls(${t.orderId}, ${t.photoOrderId}) = 1`),
  ],
);
