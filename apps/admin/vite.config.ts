import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Follows API_PORT like the storefront does, unless API_URL says otherwise.
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;

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
