import { createHmac, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { keepLease } from '../../background/lease-keeper';
import { startPollingWorker } from '../../background/polling-worker';
import type { App, AppDeps } from '../../types';
import { mediaUrl } from '../../integrations/storage/file-storage';
import { mailPhotoTemplateReady } from '../mail/notice-mails';
import { kitToken } from './kit-token';
import { runMapBackfill } from './template-backfill';
import { outlineKeyOf } from './template-outline';
import { subjectOf } from './template-subject';
import {
  claimTemplate,
  finishTemplate,
  findLine,
  renewTemplateLease,
  type TemplateClaim,
  type TemplateOutcome,
} from './template-repository';

export const MAX_TEMPLATE_ATTEMPTS = 5;
/**
 * How long a claimed template stays invisible to other processes unless renewed (it is, every
 * third of it, while its process lives, however long the generation takes): a template whose
 * process died is taken again this long after. JOB_LEASE_MS sets it for the running worker.
 */
export const TEMPLATE_LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 60 * 60_000;

/** 1 min after the first failed attempt, then 2, 4, ... never more than an hour. */
export const templateRetryDelayMs = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

const gzipAsync = promisify(gzip);

/** Identifies this process in claimed_by, for whoever reads the table. */
const processOwner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

type Deps = Pick<AppDeps, 'db' | 'storage' | 'pictures' | 'config'>;

export interface TemplateRun {
  ready: number;
  failed: number;
  retried: number;
}

/**
 * `templates/2026-11/<hmac>-line-7`: unguessable, like uploads (the preview is linked from mail),
 * and the same on every attempt at one row, so an attempt cut short by a crash after storing its
 * files leaves none behind: the next one writes over them.
 */
function keyBaseOf(authSecret: string, claim: TemplateClaim, name: string): string {
  const made = claim.createdAt;
  const month = `${made.getUTCFullYear()}-${String(made.getUTCMonth() + 1).padStart(2, '0')}`;
  const token = createHmac('sha256', authSecret).update(`photo-template:${claim.id}`).digest('hex');
  return `templates/${month}/${token.slice(0, 32)}-${name}`;
}

const errorText = (err: unknown): string =>
  (err instanceof Error ? err.message : String(err)).slice(0, 2000) || 'unknown error';

/** The region map as stored: gzip, which the browser undoes itself (DecompressionStream). */
export const gzipMap = (kitMap: Uint8Array): Promise<Buffer> => gzipAsync(kitMap, { level: 9 });

/** One claimed template: its photo from storage, the generation in a worker thread, the files back. */
async function makeOne(deps: Deps, claim: TemplateClaim): Promise<TemplateOutcome> {
  const subject = await subjectOf(deps, claim);
  if ('status' in subject) return subject;
  const { options } = subject;
  const result = await deps.pictures.template({
    photo: subject.photo,
    options,
    title: subject.title,
    ...(subject.companionUrl ? { companionUrl: subject.companionUrl } : {}),
  });
  if (!result.ok) return { status: 'failed', errorCode: result.code, error: null, options: { ...options } };
  const base = keyBaseOf(deps.config.authSecret, claim, subject.keyName);
  const keys = {
    previewKey: `${base}-preview.png`,
    svgKey: `${base}.svg`,
    pdfKey: `${base}.pdf`,
    mapKey: `${base}-regions.kmap`,
  };
  await Promise.all([
    deps.storage.put(keys.previewKey, Buffer.from(result.previewPng)),
    deps.storage.put(keys.svgKey, Buffer.from(result.svg, 'utf8')),
    deps.storage.put(keys.pdfKey, Buffer.from(result.pdf)),
    gzipMap(result.kitMap).then((gz) => deps.storage.put(keys.mapKey, gz)),
    deps.storage.put(outlineKeyOf(keys.svgKey), Buffer.from(result.outlinePng)),
  ]);
  return {
    status: 'ready',
    ...keys,
    options: { ...options },
    palette: result.palette.map((c) => ({ ...c })),
    stats: { ...result.stats },
  };
}

/**
 * Makes due templates one after another until none is due (or `max` are done). Several
 * processes may run this at once: each row is claimed by one. `now` moves the queue's clock (tests).
 */
export async function runDueTemplates(
  deps: Deps,
  options: { now?: Date; max?: number; owner?: string; stopping?: () => boolean; leaseMs?: number } = {},
): Promise<TemplateRun> {
  const clock = () => options.now ?? new Date();
  const leaseMs = options.leaseMs ?? TEMPLATE_LEASE_MS;
  const run: TemplateRun = { ready: 0, failed: 0, retried: 0 };
  for (let n = 0; n < (options.max ?? Infinity) && !options.stopping?.(); n += 1) {
    const now = clock();
    const claim = await claimTemplate(deps.db, {
      owner: options.owner ?? processOwner,
      now,
      leaseUntil: new Date(now.getTime() + leaseMs),
      maxAttempts: MAX_TEMPLATE_ATTEMPTS,
    });
    if (!claim) break;
    let outcome: TemplateOutcome;
    const lease = keepLease(leaseMs, () =>
      renewTemplateLease(deps.db, claim, new Date(clock().getTime() + leaseMs)),
    );
    try {
      outcome = await makeOne(deps, claim);
    } catch (err) {
      outcome =
        claim.attempts >= MAX_TEMPLATE_ATTEMPTS
          ? { status: 'failed', errorCode: 'generation_failed', error: errorText(err) }
          : {
              status: 'queued',
              retryAt: new Date(clock().getTime() + templateRetryDelayMs(claim.attempts)),
              error: errorText(err),
            };
    } finally {
      await lease.stop();
    }
    await deps.db.transaction(async (tx) => {
      const mine = await finishTemplate(tx, claim, outcome, clock());
      // The shopper's "here is your picture" goes with the ready row, or not at all. A
      // catalogue product's template is nobody's order: no mail.
      if (mine && outcome.status === 'ready' && claim.lineId !== null) {
        const line = await findLine(tx, claim.lineId);
        if (line) {
          await mailPhotoTemplateReady(tx, line.photoOrderId, line, {
            previewUrl: mediaUrl(outcome.previewKey),
            colourCount: Number(outcome.stats.colourCount),
            regionCount: Number(outcome.stats.regionCount),
            kitToken: kitToken(deps.config.authSecret, `p${line.id}`),
          });
        }
      }
    });
    run[outcome.status === 'ready' ? 'ready' : outcome.status === 'failed' ? 'failed' : 'retried'] += 1;
  }
  return run;
}

/**
 * Polls for queued templates every pollMs while the app runs, one pass at a time, in as many
 * lanes as there are picture workers (PICTURE_WORKERS threads), where the generations run, off
 * the event loop. Closing the app lets the template being made finish; the rest stay queued.
 * `after`: a database still lacking its migrations is left alone until it has them.
 */
export function startTemplateWorker(app: App, after?: Promise<void>): void {
  const { config } = app.deps;
  startPollingWorker(
    app,
    {
      name: 'template worker',
      failedPassJob: 'photo-template-worker',
      pollMs: config.templateWorker.pollMs,
      async pass(stopping) {
        // One lane per picture worker: the pool runs that many generations at once, no more.
        const runs = await Promise.all(
          Array.from({ length: config.pictureWorkers }, () =>
            runDueTemplates(app.deps, {
              stopping,
              leaseMs: config.templateWorker.leaseMs ?? TEMPLATE_LEASE_MS,
            }),
          ),
        );
        // Old templates get their region maps only when no buyer's template waits.
        if (!stopping()) await runMapBackfill(app.deps, { max: 1 });
        const failed = runs.reduce((sum, run) => sum + run.failed + run.retried, 0);
        if (failed > 0) app.metrics.jobFailed('photo-template', failed);
      },
    },
    after,
  );
}
