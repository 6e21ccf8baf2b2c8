import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { orders, photoOrders } from './orders';
import { users } from './users';

/**
 * Every change of a bonus balance, signed kopiyky: spent at checkout, returned on cancel,
 * cashback credited when an order is received, reversed on refund, staff adjustments.
 * users.bonus_balance is the running sum; the ledger says why it is what it is.
 */
export const bonusTransactions = pgTable(
  'bonus_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** a photo order's cashback (and its reversal); orderId is then null */
    photoOrderId: integer('photo_order_id').references(() => photoOrders.id, { onDelete: 'set null' }),
    kind: text('kind', {
      enum: ['spent', 'spent-returned', 'cashback', 'cashback-reversed', 'cashback-refunded', 'adjustment'],
    }).notNull(),
    amount: integer('amount').notNull(),
    /** 'customer', 'system' or 'staff:<user id>' */
    actor: text('actor').notNull(),
    note: text('note'),
    /** a partial refund's share of the cashback ('cashback-refunded'): one entry per refund */
    refundId: text('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('bonus_transactions_user_idx').on(t.userId, t.createdAt),
    // An order earns, spends and gives back each at most once, however often a status is replayed.
    uniqueIndex('bonus_transactions_order_kind_uq')
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} is not null and ${t.kind} not in ('adjustment', 'cashback-refunded')`),
    uniqueIndex('bonus_transactions_photo_order_kind_uq')
      .on(t.photoOrderId, t.kind)
      .where(sql`${t.photoOrderId} is not null and ${t.kind} not in ('adjustment', 'cashback-refunded')`),
    uniqueIndex('bonus_transactions_refund_uq').on(t.refundId),
  ],
);
