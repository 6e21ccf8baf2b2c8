import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Suites that need a Redis server run only when one is given.
    exclude: ['**/node_modules/**', ...(process.env.TEST_REDIS_URL ? [] : ['src/**/*-redis.test.ts'])],
    // Each file gets a fresh embedded database; starting one takes a few seconds.
    testTimeout: 30_000,
    // Files share a worker's loaded modules (the app, PGlite's wasm) instead of importing them
    // again each: a third off the suite's time. Every file builds its own app and database, and no
    // test writes process.env or leaves a mock behind, so nothing else is shared.
    isolate: false,
    // Two files at a time even on a two-core machine (vitest's default there is one): much of a
    // file's time is waiting on its database, timers and child processes. On a 2-core host the
    // suite went from 9.7 to 6.8 min on PGlite, and ran 3.9 min on PostgreSQL, with no failure.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 60_000,
  },
});
