import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every change staff make through the back office: who, when, what, the row before and after.
 * The actor's mail is copied so the entry still says who it was after the account is gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorMail: text('actor_mail').notNull(),
    /** e.g. 'product.update', 'order.status', 'customer.bonus-adjust' */
    action: text('action').notNull(),
    /** the kind of thing changed: 'product', 'order', 'testimonial', … */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorUserId),
  ],
);
