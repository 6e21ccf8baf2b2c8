import { defineConfig } from 'vitest/config';

// Tests of the scripts themselves (`npm start`); they run after the build suite of `npm test`.
export default defineConfig({
  test: {
    include: ['*.test.mjs'],
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
