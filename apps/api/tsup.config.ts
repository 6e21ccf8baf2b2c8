import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

// API_DIST_DIR lets parallel work build side by side without clearing each other's bundle.
const outDir = process.env.API_DIST_DIR ?? 'dist';

export default defineConfig({
  // The picture worker is a thread of its own (node:worker_threads), so an entry of its own.
  // worker.ts runs the background work alone (`npm run worker`) beside an API with WORKERS=off;
  // migrate.js is `npm run migrate`, so a production install needs no dev dependency for it.
  entry: {
    server: 'src/server.ts',
    worker: 'src/worker.ts',
    migrate: 'src/db/migrate-cli.ts',
    'picture-worker': 'src/modules/pictures/picture-worker.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir,
  clean: true,
  sourcemap: true,
  // Our packages ship TypeScript source, so they are bundled; npm packages stay external.
  noExternal: ['@kartyna/domain', '@kartyna/paint-by-numbers'],
  onSuccess: async () => {
    cpSync('src/db/migrations', `${outDir}/migrations`, { recursive: true });
  },
});
