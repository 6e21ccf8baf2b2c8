import { defineConfig } from 'vitest/config';

// The real-photo tests run the whole generator several times; give them room on a shared machine.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 180_000 },
});
