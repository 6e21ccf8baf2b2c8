import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The real-photo tests run the whole generator several times; give them room on a shared machine.
// Two files at a time even on two cores (vitest's default there is one): the generator is pure
// computation with no time bounds, and the files are many.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
