import { defineConfig } from 'tsup';

// The storefront's server (src/server/main.ts): Next.js behind the front page cache, and Next's
// memory-only page cache (next.config.ts `cacheHandler`), built before Next (which loads the
// latter). Next and its packages stay external; our few modules are bundled into dist-server/.
export default defineConfig({
  entry: { main: 'src/server/main.ts', 'page-cache-handler': 'src/server/page-cache-handler.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist-server',
  clean: true,
  sourcemap: true,
  // The domain package ships TypeScript source, which Node cannot load: bundled, not external.
  noExternal: [/^@kartyna\/domain/],
});
