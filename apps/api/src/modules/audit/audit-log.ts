import type { FastifyRequest } from 'fastify';
import { staffName, type AuditAction } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';
import { userOf } from '../../http/auth-guard';

/** Who made a back-office change. */
export interface StaffActor {
  id: number;
  mail: string;
}

export interface AuditChange {
  /** `<entity>.<verb>`, e.g. 'product.update'; a new one is added to the domain's `auditActions` */
  action: AuditAction;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Never copied into the log, whatever row is written. */
const SECRET_KEYS = new Set(['passwordHash', 'password', 'tokenVersion', 'newPassword', 'oldPassword']);

function withoutSecrets(value: unknown): unknown {
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEYS.has(key))
        .map(([key, v]) => [key, withoutSecrets(v)]),
    );
  }
  return value;
}

/** The staff member behind a back-office request (the admin scope lets only staff in). */
export function staffActorOf(request: FastifyRequest): StaffActor {
  const user = userOf(request);
  return { id: user.id, mail: user.mail };
}

/** The staff member with the name a status history keeps: it still says who after they leave. */
export function namedStaffActorOf(request: FastifyRequest): StaffActor & { name: string } {
  const user = userOf(request);
  return { id: user.id, mail: user.mail, name: staffName(user) };
}

/**
 * What the shop itself records without a staff member behind it (a sign-in lock after failed
 * attempts): no user id, and this word in the log's "who" column.
 */
export const systemActor = { id: null, mail: 'система' } as const;

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so the entry
 * exists exactly when the change does.
 */
export async function recordAudit(
  db: DbOrTx,
  actor: StaffActor | typeof systemActor,
  change: AuditChange,
): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: actor.id,
    actorMail: actor.mail,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId == null ? null : String(change.entityId),
    before: withoutSecrets(change.before),
    after: withoutSecrets(change.after),
  });
}
