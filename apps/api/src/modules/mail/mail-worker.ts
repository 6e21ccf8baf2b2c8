import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MailSender } from '../../integrations/mail/mail-sender';
import { keepLease } from '../../background/lease-keeper';
import { startPollingWorker } from '../../background/polling-worker';
import type { App } from '../../types';
import {
  claimDueMail,
  markMailFailed,
  markMailSent,
  releaseMail,
  renewMailLease,
  scheduleMailRetry,
  type MailRow,
} from './mail-repository';

export const MAX_MAIL_ATTEMPTS = 10;
/**
 * How long a claimed batch stays invisible to other workers unless renewed (it is, every third of
 * it, while the process lives): what a worker that died held is sent by another, or by itself
 * restarted, this long after. JOB_LEASE_MS sets it for the running worker.
 */
export const MAIL_LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 60 * 60_000;
const DEFAULT_BATCH = 20;
/** Kinds whose body holds a secret: it leaves the table once the mail is out or given up. */
const secretKinds = new Map([
  ['new-password', '[removed after delivery: it held a password]'],
  // The pay link carries the order's access token, which the database otherwise keeps only hashed.
  ['order-accepted', '[removed after delivery: it held the order link]'],
  // The link proves the mailbox; the database keeps only its hash (issue #26).
  ['confirm-email', '[removed after delivery: it held a confirmation link]'],
]);

/** 1 min after the first failed attempt, then 2, 4, ... never more than an hour. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

export interface MailWorkerDeps {
  db: Db;
  mail: MailSender;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

export interface DeliveryRun {
  sent: number;
  failed: number;
  retried: number;
}

/**
 * The Message-ID's left part: fixed by the row before its first attempt and the same on every
 * attempt, so a mail sent again after a crash (the server took it, the worker died before
 * marking it sent) reaches the recipient as a copy with the first one's Message-ID, which mail
 * systems drop. The hash of id and created_at keeps another database's mail of the same id apart.
 */
export function messageKeyOf(row: Pick<MailRow, 'id' | 'createdAt'>): string {
  const hash = createHash('sha256').update(`${row.id}:${row.createdAt.toISOString()}`).digest('hex');
  return `mail-${row.id}.${hash.slice(0, 16)}`;
}

const errorText = (err: unknown): string =>
  (err instanceof Error ? err.message : String(err)).slice(0, 1000) || 'unknown error';

interface DeliveryOptions {
  batch?: number;
  now?: Date;
  /** asked before each mail: a closing process sends no more, the rest go back to the queue */
  stopping?: () => boolean;
  leaseMs?: number;
}

/**
 * One pass of the mail queue: claim due mails, send each outside any transaction, then record
 * the outcome. Several processes may run this at once; a claimed mail is sent by one of them.
 * An order's mail is claimed only once the ones queued before it for that order are out
 * (claimDueMail), so a sent one may free the next: the pass claims again until none does.
 * `now` moves the clock of the queue (tests); the lease margin is measured in real time.
 */
export async function deliverDueMail(
  deps: MailWorkerDeps,
  options: DeliveryOptions = {},
): Promise<DeliveryRun> {
  const run: DeliveryRun = { sent: 0, failed: 0, retried: 0 };
  for (;;) {
    const freedNext = await deliverBatch(deps, options, run);
    if (!freedNext || options.stopping?.()) return run;
  }
}

/** One claim and its sending, counted into `run`; true when a mail of an order went out. */
async function deliverBatch(deps: MailWorkerDeps, options: DeliveryOptions, run: DeliveryRun) {
  const clock = () => options.now ?? new Date();
  const leaseMs = options.leaseMs ?? MAIL_LEASE_MS;
  const now = clock();
  const claimed = await claimDueMail(deps.db, {
    now,
    leaseUntil: new Date(now.getTime() + leaseMs),
    batch: options.batch ?? DEFAULT_BATCH,
  });
  if (claimed.length === 0) return false;
  let freedNext = false;
  const inHand = new Set(claimed);
  const lease = keepLease(
    leaseMs,
    () => renewMailLease(deps.db, [...inHand], new Date(clock().getTime() + leaseMs)),
    deps.log,
  );
  try {
    for (const [index, row] of claimed.entries()) {
      // With renewals failing (the database away), the rest could be taken over mid-send: they wait.
      if (options.stopping?.() || lease.left() < leaseMs / 2) {
        for (const rest of claimed.slice(index)) await releaseMail(deps.db, rest, clock());
        return false;
      }
      const outcome = await deliverOne(deps, row, clock);
      run[outcome] += 1;
      inHand.delete(row);
      if (outcome !== 'retried' && row.orderRef !== null) freedNext = true;
    }
  } finally {
    await lease.stop();
  }
  return freedNext;
}

async function deliverOne(deps: MailWorkerDeps, row: MailRow, clock: () => Date): Promise<keyof DeliveryRun> {
  const secret = secretKinds.get(row.kind);
  let messageId: string;
  try {
    ({ messageId } = await deps.mail.send({
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      html: row.html,
      messageKey: messageKeyOf(row),
    }));
  } catch (err) {
    const error = errorText(err);
    if (row.attempts >= MAX_MAIL_ATTEMPTS) {
      await markMailFailed(deps.db, row, { error, ...(secret ? { body: secret } : {}) });
      deps.log?.error({ err, mailId: row.id, kind: row.kind, attempts: row.attempts }, 'mail given up');
      return 'failed';
    }
    const nextAttemptAt = new Date(clock().getTime() + retryDelayMs(row.attempts));
    await scheduleMailRetry(deps.db, row, { nextAttemptAt, error });
    deps.log?.warn({ err, mailId: row.id, kind: row.kind, attempts: row.attempts }, 'mail will be retried');
    return 'retried';
  }
  await markMailSent(deps.db, row, { messageId, sentAt: clock(), ...(secret ? { body: secret } : {}) });
  return 'sent';
}

/**
 * Polls the queue every pollMs while the app runs, one pass at a time; a full batch means more
 * may be due, so the pass goes on. Closing the app (SIGTERM) lets the mail being sent finish and
 * hands the rest of the claimed batch back to the queue for another process or the next start.
 * `after`: a database still lacking its migrations is left alone until it has them.
 */
export function startMailWorker(app: App, after?: Promise<void>): void {
  const { db, mail, config } = app.deps;
  const deps: MailWorkerDeps = { db, mail, log: app.log };
  startPollingWorker(
    app,
    {
      name: 'mail worker',
      failedPassJob: 'mail-worker',
      pollMs: config.mailWorker.pollMs,
      async pass(stopping) {
        for (;;) {
          const run = await deliverDueMail(deps, {
            batch: DEFAULT_BATCH,
            stopping,
            leaseMs: config.mailWorker.leaseMs ?? MAIL_LEASE_MS,
          });
          if (run.failed + run.retried > 0) app.metrics.jobFailed('mail-send', run.failed + run.retried);
          if (stopping() || run.sent + run.failed + run.retried < DEFAULT_BATCH) return;
        }
      },
    },
    after,
  );
}
