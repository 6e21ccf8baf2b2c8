import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each file gets a fresh embedded database; starting one takes a few seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
