import { defineConfig } from 'tsup';

// The storefront's server (src/server/main.ts): Next.js behind the front page cache. Next and
// its packages stay external; our few modules are bundled into dist-server/main.js.
export default defineConfig({
  entry: { main: 'src/server/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist-server',
  clean: true,
  sourcemap: true,
});
