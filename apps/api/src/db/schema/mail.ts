import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The durable mail queue. A mail is rendered when it is enqueued (inside the transaction of
 * what caused it), so sending never blocks or fails an order; workers claim due rows with
 * FOR UPDATE SKIP LOCKED and retry with back-off until `attempts` runs out.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** the template: welcome, new-password, order-accepted, order-status, ... */
    kind: text('kind').notNull(),
    locale: text('locale', { enum: ['ua', 'ru'] })
      .notNull()
      .default('ua'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** pending → sent, or failed once every attempt is spent */
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    messageId: text('message_id'),
    /** one mail per event: enqueueing the same key twice keeps the first */
    dedupeKey: text('dedupe_key'),
    /**
     * The order the mail tells about (`order:12`, `photo-order:7`), null for the rest: a mail of
     * an order waits for every earlier unsent mail of that order, so they are read in sequence.
     */
    orderRef: text('order_ref'),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    uniqueIndex('mail_outbox_dedupe_uq').on(t.dedupeKey),
    // The claim asks of each due mail whether an earlier one of its order is still unsent.
    index('mail_outbox_order_pending_idx')
      .on(t.orderRef, t.id)
      .where(sql`${t.status} = 'pending' and ${t.orderRef} is not null`),
  ],
);
