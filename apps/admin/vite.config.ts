import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localApiUrl } from '@kartyna/domain/contracts';

// Follows API_PORT like the storefront does, unless API_URL says otherwise. The domain package is
// TypeScript source, so package.json runs Vite with `--configLoader runner` to load this file.
const apiUrl = process.env.API_URL ?? localApiUrl(process.env.API_PORT);

// Served by the API at /admin (and through the storefront's origin); hash routes, so any
// static host can serve dist/ as it is.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 2500 },
  server: {
    port: 5173,
    proxy: { '/api': apiUrl, '/admin/media': apiUrl },
  },
});
