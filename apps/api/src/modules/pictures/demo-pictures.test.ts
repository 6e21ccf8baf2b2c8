import { pbkdf2 } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../integrations/storage/file-storage';
import { countJobs } from '../background-jobs/background-jobs-repository';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { demoPainters } from '../../db/demo-picture-painters';
import { DEMO_PICTURE_JOB, drawMissingDemoPictures, withDemoPictures } from './demo-pictures';
import { createPicturePool, type PicturePool } from './picture-pool';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'kartyna-pictures-'));
});
afterAll(async () => rm(root, { recursive: true, force: true }));

/** A pool that draws nothing real, counting what it is asked for: the claims are under test. */
function countingPool(): PicturePool & { counts: Map<string, number> } {
  const counts = new Map<string, number>();
  return {
    counts,
    async draw(key) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      // Yield to the other process's lane, as a real drawing does.
      await new Promise((resolve) => setImmediate(resolve));
      return Buffer.from(key);
    },
    template: () => Promise.reject(new Error('no templates here')),
    stats: () => ({ running: 0, queued: 0 }),
    close: async () => undefined,
  };
}

describe('the background pass over the demo pictures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('two processes on one database split the pictures: each is drawn once', async () => {
    const pool = countingPool();
    // Two API processes: one database, one shared storage, each its own wrapper and pool.
    const shared = createDiskStorage(join(root, 'shared'));
    const [a, b] = await Promise.all([
      drawMissingDemoPictures(
        { db: t.db, storage: withDemoPictures(shared, pool) },
        { owner: 'a', lanes: 2 },
      ),
      drawMissingDemoPictures(
        { db: t.db, storage: withDemoPictures(shared, pool) },
        { owner: 'b', lanes: 2 },
      ),
    ]);
    const keys = [...demoPainters().keys()];
    expect(a.drawn + b.drawn).toBe(keys.length);
    expect(a.drawn).toBeGreaterThan(0);
    expect(b.drawn).toBeGreaterThan(0);
    expect(pool.counts.size).toBe(keys.length);
    expect([...pool.counts.values()].every((n) => n === 1)).toBe(true);
    const jobs = await countJobs(t.db, DEMO_PICTURE_JOB);
    expect(jobs.filter((j) => j.status === 'done').reduce((n, j) => n + j.n, 0)).toBe(keys.length);

    // A later start finds every job done and draws nothing.
    const again = await drawMissingDemoPictures({ db: t.db, storage: withDemoPictures(shared, pool) });
    expect(again.drawn).toBe(0);
    expect([...pool.counts.values()].every((n) => n === 1)).toBe(true);
  });
});

describe('drawing demo pictures off the event loop', () => {
  let t: TestApp;
  let pool: PicturePool;
  beforeAll(async () => {
    pool = createPicturePool(1);
    t = await buildTestApp({
      overrides: { storage: withDemoPictures(createDiskStorage(join(root, 'uploads')), pool) },
    });
  });
  afterAll(async () => {
    await pool?.close();
    await t?.close();
  });

  it('answers requests and leaves the thread pool free while pictures are drawn', async () => {
    const [warm, ...keys] = [...demoPainters().keys()].slice(0, 5);
    // The thread's start (loading its modules) is not what is measured: one picture first.
    expect((await t.app.inject({ method: 'GET', url: `/api/server/media/${warm}` })).statusCode).toBe(200);
    // A storefront page asks for pictures nobody has drawn yet, several at once.
    const pictures = keys.map((key) => t.app.inject({ method: 'GET', url: `/api/server/media/${key}` }));
    for (let i = 0; pool.stats().running === 0; i += 1) {
      if (i > 600) throw new Error('no picture started drawing');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const started = Date.now();
    let probes = 0;
    // Sample while the worker is drawing (each picture takes a while to rasterise).
    let peak = 0;
    while (pool.stats().running > 0 && probes < 10) {
      // However many pictures are asked for, one thread draws (the pool's size here).
      peak = Math.max(peak, pool.stats().running);
      let at = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(performance.now() - at, 'a simple request').toBeLessThan(200);
      // libuv's four threads also hash passwords and write files: drawing must leave them free
      // (four rasterisations at once used to occupy all of them for many seconds; the bound
      // is loose for a loaded machine, one rasterisation takes far longer).
      at = performance.now();
      await promisify(pbkdf2)('password', 'salt', 1, 32, 'sha256');
      expect(performance.now() - at, 'a thread-pool task').toBeLessThan(1000);
      probes += 1;
    }
    expect(probes, `drawing ended within ${Date.now() - started} ms`).toBeGreaterThan(0);
    expect(peak, 'pictures drawn at once').toBe(1);
    // The first picture is served once drawn; the rest are cut short by closing the pool.
    const first = await pictures[0]!;
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    await pool.close();
    await Promise.allSettled(pictures);
    // Rasterising is slow on a loaded machine: two pictures may take a minute there.
  }, 180_000);
});

describe('a demo picture nobody has drawn yet', () => {
  let t: TestApp;
  let release: () => void = () => undefined;
  let drawn = 0;
  // A pool whose drawing takes as long as the test wants: the real one takes seconds.
  const slowPool: PicturePool = {
    draw: async (key) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      drawn += 1;
      return Buffer.from(`real ${key}`);
    },
    template: () => Promise.reject(new Error('no templates here')),
    stats: () => ({ running: 0, queued: 0 }),
    close: async () => undefined,
  };
  beforeAll(async () => {
    t = await buildTestApp({
      overrides: { storage: withDemoPictures(createDiskStorage(join(root, 'sketches')), slowPool) },
    });
  });
  afterAll(async () => t?.close());

  it('answers at once with a sketch cached for a minute, then with the real picture, cached for good', async () => {
    const [key] = [...demoPainters().keys()];
    const first = await t.app.inject({ method: 'GET', url: `/api/server/media/${key}` });
    // The real drawing has not finished (it waits for release), yet the page has its picture.
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect(drawn).toBe(0);

    release();
    for (let i = 0; drawn === 0 && i < 100; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const later = await t.app.inject({ method: 'GET', url: `/api/server/media/${key}` });
    expect(later.statusCode).toBe(200);
    expect(later.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(later.rawPayload.toString()).toBe(`real ${key}`);
  });
});
