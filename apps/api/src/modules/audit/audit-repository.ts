import { and, asc, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditListQuerySchema } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { pageOf } from '../../db/page';
import { auditLog } from '../../db/schema';

type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export async function listAuditEntries(db: DbOrTx, query: AuditListQuery) {
  const conditions: SQL[] = [];
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.actorUserId) conditions.push(eq(auditLog.actorUserId, query.actorUserId));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.from) conditions.push(gte(auditLog.createdAt, query.from));
  if (query.to) conditions.push(lte(auditLog.createdAt, query.to));
  const where = conditions.length ? and(...conditions) : undefined;
  const column = query.sort === 'createdAt' ? auditLog.createdAt : auditLog.id;
  const { rows, total } = await pageOf(
    query,
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(query.order === 'ASC' ? asc(column) : desc(column), desc(auditLog.id))
      .$dynamic(),
    db.select({ value: count() }).from(auditLog).where(where),
  );
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
  };
}

export async function findAuditEntry(db: DbOrTx, id: number) {
  const [row] = await db.select().from(auditLog).where(eq(auditLog.id, id)).limit(1);
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}
