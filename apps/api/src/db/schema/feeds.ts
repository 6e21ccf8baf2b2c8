import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Issue #45: products staff leave out of every marketplace feed (the shop still sells them). */
export const feedExclusions = pgTable('feed_exclusions', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** When each feed was last read whole, by whom (its User-Agent), and how many entries it had. */
export const feedReads = pgTable('feed_reads', {
  file: text('file').primaryKey(),
  readAt: at('read_at').notNull(),
  reader: text('reader'),
  entries: integer('entries').notNull(),
});
