import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { backgroundJobs } from '../../db/schema';

/**
 * Records the jobs (kind, key), due from `dueAt` (the database's now when not given); a job that
 * already exists, done or not, is left as it is.
 */
export async function enqueueJobs(
  db: DbOrTx,
  kind: string,
  keys: string[],
  options: { dueAt?: Date } = {},
): Promise<void> {
  // One statement per few hundred rows keeps the parameter count far below PostgreSQL's limit.
  for (let i = 0; i < keys.length; i += 500) {
    const rows = keys
      .slice(i, i + 500)
      .map((key) => ({ kind, key, ...(options.dueAt ? { leaseUntil: options.dueAt } : {}) }));
    await db.insert(backgroundJobs).values(rows).onConflictDoNothing();
  }
}

export interface JobClaim {
  id: number;
  key: string;
  attempts: number;
}

/**
 * Claims the next due job of a kind: the row is locked with SKIP LOCKED, so a second process
 * passes over it, and its lease is pushed forward, so once this statement commits nobody else
 * sees it as due until the lease runs out (the process that claimed it died).
 */
export async function claimJob(
  db: DbOrTx,
  kind: string,
  options: { owner: string; now: Date; leaseUntil: Date; maxAttempts: number },
): Promise<JobClaim | null> {
  const due = db
    .select({ id: backgroundJobs.id })
    .from(backgroundJobs)
    .where(
      and(
        eq(backgroundJobs.kind, kind),
        eq(backgroundJobs.status, 'pending'),
        lte(backgroundJobs.leaseUntil, options.now),
      ),
    )
    .orderBy(asc(backgroundJobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(backgroundJobs)
    .set({
      attempts: sql`${backgroundJobs.attempts} + 1`,
      leaseUntil: options.leaseUntil,
      claimedBy: options.owner,
      // The last allowed attempt that dies is not retried for ever.
      status: sql`case when ${backgroundJobs.attempts} + 1 > ${options.maxAttempts} then 'failed' else 'pending' end`,
    })
    .where(inArray(backgroundJobs.id, due))
    .returning({
      id: backgroundJobs.id,
      key: backgroundJobs.key,
      attempts: backgroundJobs.attempts,
      status: backgroundJobs.status,
    });
  if (!row) return null;
  // A job past its attempts was just marked failed; the caller asks again for the next one.
  if (row.status === 'failed') return claimJob(db, kind, options);
  return { id: row.id, key: row.key, attempts: row.attempts };
}

/** Done, or given up on; only the holder of the claim may finish it. */
export async function finishJob(
  db: DbOrTx,
  claim: JobClaim,
  outcome: { ok: true } | { ok: false; error: string; retryAt: Date },
): Promise<void> {
  await db
    .update(backgroundJobs)
    .set(
      outcome.ok
        ? { status: 'done', finishedAt: new Date(), lastError: null }
        : { leaseUntil: outcome.retryAt, lastError: outcome.error.slice(0, 1000) },
    )
    .where(and(eq(backgroundJobs.id, claim.id), eq(backgroundJobs.attempts, claim.attempts)));
}

export async function countJobs(
  db: DbOrTx,
  kind: string,
): Promise<{ status: string; claimedBy: string | null; n: number }[]> {
  return db
    .select({
      status: backgroundJobs.status,
      claimedBy: backgroundJobs.claimedBy,
      n: sql<number>`count(*)::int`,
    })
    .from(backgroundJobs)
    .where(eq(backgroundJobs.kind, kind))
    .groupBy(backgroundJobs.status, backgroundJobs.claimedBy);
}
