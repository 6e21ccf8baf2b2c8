import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Suites that need a Redis server run only when one is given.
    exclude: ['**/node_modules/**', ...(process.env.TEST_REDIS_URL ? [] : ['src/**/*-redis.test.ts'])],
    // Each file gets a fresh embedded database; starting one takes a few seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
