import { defineConfig } from 'vitest/config';

// Unit tests of the back office's own logic (auth, retries); journeys live in apps/web/e2e/.
export default defineConfig({
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
