import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { photoOrders } from './orders';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Photo orders' status changes until migration 0022 copied them into order_status_history.
 * Nothing reads or writes it now; it stays until a later release drops it (a contract step), so
 * an API of the version before keeps working during a rolling upgrade.
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
