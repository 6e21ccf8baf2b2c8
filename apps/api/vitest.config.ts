import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/*
 * Files that bound how fast the API answers while it is busy (an import, a template, a drain, a
 * database outage) or that start API processes and database clusters of their own. A file running
 * beside them on a two-core machine takes the core they measure: in CI the CSV import's slowest
 * answer went from under 750 ms to 867 ms. They run last, one at a time.
 */
const loadSensitive = [
  'src/modules/catalog-admin/products-csv-stall.test.ts',
  'src/modules/catalog-admin/products-csv-refusals.test.ts',
  'src/modules/uploads/upload-keep-alive.test.ts',
  'src/modules/photo-templates/template-job.test.ts',
  'src/modules/pictures/demo-pictures.test.ts',
  'src/db/database-outage.test.ts',
  'src/server-drain.test.ts',
  'src/server-drain-load.test.ts',
  'src/worker-process.test.ts',
  'src/chaos/connection-loss.test.ts',
  'src/worker-crash.test.ts',
  'src/modules/photo-templates/template-lease.test.ts',
];
// Suites that need a Redis server run only when one is given.
const exclude = ['**/node_modules/**', ...(process.env.TEST_REDIS_URL ? [] : ['src/**/*-redis.test.ts'])];

export default defineConfig({
  test: {
    // Each file gets a fresh embedded database; starting one takes a few seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share a worker's loaded modules (the app, PGlite's wasm) instead of importing them
    // again each: a third off the suite's time. Every file builds its own app and database, and no
    // test writes process.env or leaves a mock behind, so nothing else is shared.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.test.ts'],
          exclude: [...exclude, ...loadSensitive],
          // Two files at a time even on a two-core machine (vitest's default there is one): much
          // of a file's time is waiting on its database, timers and child processes. On a 2-core
          // host the whole suite went from 9.7 to 7.2 min on PGlite, the files below included.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'api under load',
          include: loadSensitive,
          exclude,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
