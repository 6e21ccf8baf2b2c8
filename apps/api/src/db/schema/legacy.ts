import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { photoOrders } from './orders';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Photo orders' status changes until migration 0022 copied them into order_status_history.
 * Nothing here reads or writes it; an API of the version before may still write it during a
 * rolling upgrade, and 0028's trigger forwards each such row into order_status_history. A later
 * release drops it (db/contract-steps/), copying what is left first.
 */
export const photoOrderStatusHistory = pgTable(
  'photo_order_status_history',
  {
    id: serial('id').primaryKey(),
    photoOrderId: integer('photo_order_id')
      .notNull()
      .references(() => photoOrders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** 'staff' (only staff move a photo order) */
    actor: text('actor').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    fromStatus: text('from_status'),
    mailId: integer('mail_id'),
    undoOf: integer('undo_of'),
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('photo_order_status_history_order_idx').on(t.photoOrderId)],
);
