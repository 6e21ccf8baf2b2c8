import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Readable } from 'node:stream';
import {
  photoCropSchema,
  type PhotoComplectation,
  type PhotoOrientation,
  type PhotoSize,
} from '@kartyna/domain';
import type { App, AppDeps } from '../../types';
import { mediaKeyOf, mediaUrl } from '../../integrations/storage/file-storage';
import { mailPhotoTemplateReady } from '../mail/notice-mails';
import { templateOptionsOf } from './template-options';
import {
  claimTemplate,
  finishTemplate,
  findLine,
  type TemplateClaim,
  type TemplateOutcome,
} from './template-repository';

export const MAX_TEMPLATE_ATTEMPTS = 5;
/**
 * How long a claimed template stays invisible to other processes. A 100×80 premium takes well
 * under a minute on one core; a process silent for this long has died, and its row is taken again.
 */
export const TEMPLATE_LEASE_MS = 10 * 60_000;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 60 * 60_000;

/** 1 min after the first failed attempt, then 2, 4, ... never more than an hour. */
export const templateRetryDelayMs = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

/** Identifies this process in claimed_by, for whoever reads the table. */
const processOwner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

type Deps = Pick<AppDeps, 'db' | 'storage' | 'pictures'>;

export interface TemplateRun {
  ready: number;
  failed: number;
  retried: number;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** `templates/2026-11/<uuid>-line-7`: unguessable, like uploads (the preview is linked from mail). */
function newKeyBase(lineId: number, now: Date): string {
  const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `templates/${month}/${randomUUID()}-line-${lineId}`;
}

const errorText = (err: unknown): string =>
  (err instanceof Error ? err.message : String(err)).slice(0, 2000) || 'unknown error';

/** One claimed template: its photo from storage, the generation in a worker thread, the files back. */
async function makeOne(deps: Deps, claim: TemplateClaim, now: () => Date): Promise<TemplateOutcome> {
  const line = await findLine(deps.db, claim.lineId);
  if (!line) return { status: 'failed', errorCode: 'not_found', error: 'the photo order line is gone' };
  const key = mediaKeyOf(line.imageUrl);
  const file = key ? await deps.storage.open(key) : null;
  // An upload that vanished from storage will not come back by waiting.
  if (!file)
    return { status: 'failed', errorCode: 'photo_missing', error: `no stored photo at ${line.imageUrl}` };
  const photo = await readAll(file.stream);
  const crop = line.crop ? photoCropSchema.parse(line.crop) : null;
  const options = templateOptionsOf({
    size: line.size as PhotoSize,
    complectation: line.complectation as PhotoComplectation,
    orientation: line.orientation as PhotoOrientation,
    crop,
    seed: line.seed,
  });
  const result = await deps.pictures.template({
    photo: new Uint8Array(photo.buffer, photo.byteOffset, photo.length),
    options,
    title: `Kartyna #${line.photoOrderId}-${line.id}, ${line.size} ${line.complectation}`,
  });
  if (!result.ok) return { status: 'failed', errorCode: result.code, error: null, options: { ...options } };
  const base = newKeyBase(line.id, now());
  const keys = { previewKey: `${base}-preview.png`, svgKey: `${base}.svg`, pdfKey: `${base}.pdf` };
  await Promise.all([
    deps.storage.put(keys.previewKey, Buffer.from(result.previewPng)),
    deps.storage.put(keys.svgKey, Buffer.from(result.svg, 'utf8')),
    deps.storage.put(keys.pdfKey, Buffer.from(result.pdf)),
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
  options: { now?: Date; max?: number; owner?: string; stopping?: () => boolean } = {},
): Promise<TemplateRun> {
  const clock = () => options.now ?? new Date();
  const run: TemplateRun = { ready: 0, failed: 0, retried: 0 };
  for (let n = 0; n < (options.max ?? Infinity) && !options.stopping?.(); n += 1) {
    const now = clock();
    const claim = await claimTemplate(deps.db, {
      owner: options.owner ?? processOwner,
      now,
      leaseUntil: new Date(now.getTime() + TEMPLATE_LEASE_MS),
      maxAttempts: MAX_TEMPLATE_ATTEMPTS,
    });
    if (!claim) break;
    let outcome: TemplateOutcome;
    try {
      outcome = await makeOne(deps, claim, clock);
    } catch (err) {
      outcome =
        claim.attempts >= MAX_TEMPLATE_ATTEMPTS
          ? { status: 'failed', errorCode: 'generation_failed', error: errorText(err) }
          : {
              status: 'queued',
              retryAt: new Date(clock().getTime() + templateRetryDelayMs(claim.attempts)),
              error: errorText(err),
            };
    }
    await deps.db.transaction(async (tx) => {
      const mine = await finishTemplate(tx, claim, outcome, clock());
      // The shopper's "here is your picture" goes with the ready row, or not at all.
      if (mine && outcome.status === 'ready') {
        const line = await findLine(tx, claim.lineId);
        if (line) {
          await mailPhotoTemplateReady(tx, line.photoOrderId, line, {
            previewUrl: mediaUrl(outcome.previewKey),
            colourCount: Number(outcome.stats.colourCount),
            regionCount: Number(outcome.stats.regionCount),
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
 */
export function startTemplateWorker(app: App): void {
  const { config } = app.deps;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let closing = false;

  const tick = () => {
    if (running || closing) return;
    // One lane per picture worker: the pool runs that many generations at once, no more.
    const lanes = Array.from({ length: config.pictureWorkers }, () =>
      runDueTemplates(app.deps, { stopping: () => closing }),
    );
    running = Promise.all(lanes)
      .then((runs) => {
        const failed = runs.reduce((sum, run) => sum + run.failed + run.retried, 0);
        if (failed > 0) app.metrics.jobFailed('photo-template', failed);
      })
      .catch((err: unknown) => {
        app.metrics.jobFailed('photo-template-worker');
        app.log.error({ err }, 'template worker pass failed');
      })
      .finally(() => {
        running = null;
      });
  };

  app.addHook('onReady', async () => {
    timer = setInterval(tick, config.templateWorker.pollMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
}
