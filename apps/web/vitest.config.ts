import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests of the storefront's own logic (cart rules, URL state, formatting); journeys live in e2e/.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // Suites that need a Redis server run only when one is given (as the API's do).
    exclude: ['**/node_modules/**', ...(process.env.TEST_REDIS_URL ? [] : ['src/**/*-redis.test.ts'])],
    environment: 'node',
    // next-intl's ESM imports `next/navigation` without an extension, which Node alone cannot
    // resolve; bundled by Vite, as Next bundles it (client-navigation.test.ts compares with it).
    server: { deps: { inline: ['next-intl'] } },
  },
});
