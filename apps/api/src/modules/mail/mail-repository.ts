import { and, asc, count, eq, inArray, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type MailRow = typeof mailOutbox.$inferSelect;
export type NewMailRow = typeof mailOutbox.$inferInsert;

/** A claimed row is ours only while its attempt count is still the one the claim set. */
export interface MailClaim {
  id: number;
  attempts: number;
}

/** One mail per dedupe key: a second insert with the same key keeps the first row (and answers null). */
export async function insertMail(db: DbOrTx, row: NewMailRow): Promise<number | null> {
  const [inserted] = await db
    .insert(mailOutbox)
    .values(row)
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return inserted?.id ?? null;
}

/**
 * Deletes a mail no worker has claimed yet (a claim counts an attempt); false when it is gone
 * out or is being sent. A worker's claim and this delete lock the same row, so exactly one wins.
 */
export async function deleteUnsentMail(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, 0)))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

const earlier = alias(mailOutbox, 'earlier');

/**
 * A mail of an order waits while an earlier one of the same order is unsent: held back for an
 * undo, backing off after a failure, or being sent by another worker (claimed rows stay
 * pending). Once it is sent, given up or taken back by the undo, the next one is due.
 */
const noEarlierUnsentOfItsOrder = (db: DbOrTx) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(earlier)
      .where(
        and(
          eq(earlier.orderRef, mailOutbox.orderRef),
          eq(earlier.status, 'pending'),
          lt(earlier.id, mailOutbox.id),
        ),
      ),
  );

/**
 * Claims up to `batch` due mails in one statement: the rows are locked with SKIP LOCKED, so a
 * second worker passes over them, and pushed to `leaseUntil`, so once this statement commits no
 * other worker sees them as due until the lease runs out. Of one order's mails only the first
 * unsent one can be claimed, so they go out in the order they were queued.
 */
export async function claimDueMail(
  db: DbOrTx,
  options: { now: Date; leaseUntil: Date; batch: number },
): Promise<MailRow[]> {
  // The database stamps a new mail in microseconds, this clock reads milliseconds: a mail queued
  // in the same millisecond as `now` is due too, not left for the next pass.
  const dueBy = new Date(options.now.getTime() + 1);
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, dueBy),
        noEarlierUnsentOfItsOrder(db),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(options.batch)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: options.leaseUntil })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return rows.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id);
}

const ours = (claim: MailClaim) =>
  and(eq(mailOutbox.id, claim.id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, claim.attempts));

/**
 * Pushes the lease of the claims still in hand to `leaseUntil` (the claimer is alive); a claim
 * already finished, released or taken over is left alone. Answers how many were renewed.
 */
export async function renewMailLease(db: DbOrTx, claims: MailClaim[], leaseUntil: Date): Promise<number> {
  if (claims.length === 0) return 0;
  const rows = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: leaseUntil })
    .where(or(...claims.map(ours)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** `body` replaces text and html when what was sent must not stay in the database (a password). */
export async function markMailSent(
  db: DbOrTx,
  claim: MailClaim,
  sent: { messageId: string; sentAt: Date; body?: string },
): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      messageId: sent.messageId,
      sentAt: sent.sentAt,
      lastError: null,
      ...(sent.body !== undefined ? { text: sent.body, html: sent.body } : {}),
    })
    .where(ours(claim))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

export async function scheduleMailRetry(
  db: DbOrTx,
  claim: MailClaim,
  retry: { nextAttemptAt: Date; error: string },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: retry.nextAttemptAt, lastError: retry.error })
    .where(ours(claim));
}

export async function markMailFailed(
  db: DbOrTx,
  claim: MailClaim,
  failure: { error: string; body?: string },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'failed',
      lastError: failure.error,
      ...(failure.body !== undefined ? { text: failure.body, html: failure.body } : {}),
    })
    .where(ours(claim));
}

/** Gives a claimed but unsent mail back: due at once, the attempt it never made not counted. */
export async function releaseMail(db: DbOrTx, claim: MailClaim, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: now })
    .where(ours(claim));
}

/** Mails waiting to go out (due or backing off): the queue depth operators watch in /metrics. */
export async function countPendingMail(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
  return row?.n ?? 0;
}
