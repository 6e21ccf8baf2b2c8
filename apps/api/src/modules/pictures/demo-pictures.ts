import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { claimJob, enqueueJobs, finishJob } from '../background-jobs/background-jobs';
import { demoPainters, drawDemoSketch, isDemoPictureKey } from '../../db/demo-picture-painters';
import type { PicturePool } from './picture-pool';

export {
  demoKitPictureKey,
  demoProductPictureKey,
  demoWorkPictureKey,
  isDemoPictureKey,
} from '../../db/demo-picture-painters';

/**
 * The demo catalogue's pictures are drawn, not downloaded. Rasterising all of them takes
 * minutes on a small machine, so the seed only records their keys; a picture is drawn the
 * first time anyone asks for it (or by the background pass after start) and kept in storage.
 */
export interface DemoPictureStorage extends FileStorage {
  /** draws the picture into storage unless it is there already */
  ensureDemoPicture(key: string): Promise<void>;
}

/** Storage that draws a missing demo picture on first read; every other key passes through. */
export function withDemoPictures(storage: FileStorage, pool: PicturePool): DemoPictureStorage {
  const inFlight = new Map<string, Promise<void>>();
  // Sketches are rasterised on libuv's threads: two at most, so two stay free for the rest.
  const sketching = limit(2);
  const draw = (key: string): Promise<void> => {
    let job = inFlight.get(key);
    if (!job) {
      job = (async () => {
        if (!isDemoPictureKey(key) || (await storage.exists(key))) return;
        const data = await pool.draw(key);
        if (data) await storage.put(key, data);
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, job);
    }
    return job;
  };
  return {
    put: (key, data) => storage.put(key, data),
    async exists(key) {
      return (await storage.exists(key)) || isDemoPictureKey(key);
    },
    async open(key) {
      const found = await storage.open(key);
      if (found || !isDemoPictureKey(key)) return found;
      // The real picture takes seconds: it is drawn in the background, and this answer is a
      // quick sketch. A page asking for several undrawn pictures at once had the browser's six
      // connections to the shop waiting on them, and every other request (a click) behind them.
      draw(key).catch(() => undefined);
      const sketch = await sketching.run(() => drawDemoSketch(key));
      return sketch && { stream: Readable.from(sketch), bytes: sketch.length, provisional: true };
    },
    ensureDemoPicture: draw,
  };
}

/** Runs at most `n` tasks at once, the others in order of arrival. */
function limit(n: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= n) await new Promise<void>((resolve) => waiting.push(resolve));
      running += 1;
      try {
        return await task();
      } finally {
        running -= 1;
        waiting.shift()?.();
      }
    },
  };
}

export const DEMO_PICTURE_JOB = 'demo-picture';
/** Long enough for one picture on a loaded machine; a process that dies frees its job after it. */
const LEASE_MS = 5 * 60_000;

/**
 * After start, draw the pictures nobody has asked for yet, so the first shopper does not wait.
 * Every picture is a job row: when several API processes share the database, each picture is
 * claimed by one of them (they split the work instead of each drawing all of it). `lanes`
 * pictures are drawn at once by this process, at most the size of its picture pool.
 */
export async function drawMissingDemoPictures(
  deps: { db: Db; storage: FileStorage },
  options: { lanes?: number; owner?: string } = {},
): Promise<{ drawn: number }> {
  const { db, storage } = deps;
  const owner = options.owner ?? randomUUID();
  await enqueueJobs(db, DEMO_PICTURE_JOB, [...demoPainters().keys()]);
  const ensure = async (key: string) => {
    if ('ensureDemoPicture' in storage) return (storage as DemoPictureStorage).ensureDemoPicture(key);
    (await storage.open(key))?.stream.destroy();
  };
  let drawn = 0;
  const lane = async () => {
    for (;;) {
      const now = new Date();
      const claim = await claimJob(db, DEMO_PICTURE_JOB, {
        owner,
        now,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        maxAttempts: 3,
      });
      if (!claim) return;
      try {
        await ensure(claim.key);
        await finishJob(db, claim, { ok: true });
        drawn += 1;
      } catch (error) {
        const recorded = await finishJob(db, claim, {
          ok: false,
          error: String(error),
          retryAt: new Date(Date.now() + 60_000),
        }).then(
          () => true,
          () => false,
        );
        // The database is gone too: the process is shutting down, and the lease frees the job.
        if (!recorded) return;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.lanes ?? 1) }, lane));
  return { drawn };
}
