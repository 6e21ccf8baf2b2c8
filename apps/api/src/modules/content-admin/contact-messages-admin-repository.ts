import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { contactMessageListQuerySchema } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { containing } from '../../db/like';
import { pageOf } from '../../db/page';
import { auditLog, contactMessages } from '../../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
type ListQuery = z.infer<typeof contactMessageListQuerySchema>;

export async function listContactMessageRows(db: DbOrTx, query: ListQuery) {
  const conditions: SQL[] = [];
  if (query.handled !== undefined)
    conditions.push(query.handled ? isNotNull(contactMessages.handledAt) : isNull(contactMessages.handledAt));
  if (query.q) {
    const like = containing(query.q);
    const match = or(
      ilike(contactMessages.name, like),
      ilike(contactMessages.email, like),
      ilike(contactMessages.phone, like),
      ilike(contactMessages.message, like),
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const direction = query.order === 'ASC' ? asc : desc;
  const order =
    query.sort === 'handled'
      ? // ASC: the unhandled first; newest first within each group either way.
        [direction(sql`(${contactMessages.handledAt} is not null)`), desc(contactMessages.createdAt)]
      : [direction(query.sort === 'id' ? contactMessages.id : contactMessages.createdAt)];
  return pageOf(
    query,
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(...order, desc(contactMessages.id))
      .$dynamic(),
    db.select({ value: count() }).from(contactMessages).where(where),
  );
}

export async function findContactMessageRow(
  db: DbOrTx,
  id: number,
  lock = false,
): Promise<ContactMessageRow | null> {
  const query = db.select().from(contactMessages).where(eq(contactMessages.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The replies staff mailed, oldest first: the audit log is where they are kept. */
export async function listContactReplies(db: DbOrTx, id: number) {
  return db
    .select({ after: auditLog.after, by: auditLog.actorMail, at: auditLog.createdAt })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'contact-message'),
        eq(auditLog.entityId, String(id)),
        eq(auditLog.action, 'contact-message.reply'),
      ),
    )
    .orderBy(asc(auditLog.id));
}
