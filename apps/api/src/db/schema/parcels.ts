import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders, photoOrders } from './orders';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The parcel of an order with a waybill, as the shop follows it at the carrier (issue #26):
 * one row per order of either kind, made when the tracker first sees the order and checked
 * again at `next_check_at`. The row is the tracker's queue: several processes share it, each
 * taking due rows under a lease, as the mail outbox's workers do.
 */
export const parcels = pgTable(
  'parcels',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    photoOrderId: integer('photo_order_id')
      .unique()
      .references(() => photoOrders.id, { onDelete: 'cascade' }),
    /** the number this row follows: a corrected waybill starts the following anew */
    waybillNumber: text('waybill_number').notNull(),
    /** a ParcelState of @kartyna/domain */
    state: text('state').notNull().default('unknown'),
    /** the carrier's own words for where the parcel is */
    carrierStatus: text('carrier_status'),
    /** when the parcel got there, by the carrier's clock (else when the shop first saw it there) */
    statusAt: at('status_at'),
    /** the first day the branch charges for keeping the parcel, when the carrier says */
    paidStorageFrom: date('paid_storage_from', { mode: 'string' }),
    /** when the shopper was reminded that paid storage begins (once) */
    storageRemindedAt: at('storage_reminded_at'),
    checkedAt: at('checked_at'),
    /** failed checks in a row: the next one waits longer */
    failures: integer('failures').notNull().default(0),
    nextCheckAt: at('next_check_at').notNull().defaultNow(),
    /** a tracker holds the row until then */
    leaseUntil: at('lease_until'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('parcels_due_idx').on(t.nextCheckAt),
    check('parcels_one_order', sql`(${t.orderId} is null) <> (${t.photoOrderId} is null)`),
  ],
);
