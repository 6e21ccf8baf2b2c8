import type { NextConfig } from 'next';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { nextCacheBytes } from './src/server/page-cache-budget';

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

// Messages are compiled on the server (src/i18n/precompile.ts), so every bundle formats them
// with use-intl's small format-only module instead of intl-messageformat and its parser.
// Turbopack wants a relative path here (next-intl's plugin does the same for its own option).
const formatOnly = relative(
  process.cwd(),
  createRequire(import.meta.url).resolve('use-intl/format-message/format-only'),
);

const config: NextConfig = {
  poweredByHeader: false,
  // Next hashes every page it sends, character by character in JavaScript, for its ETag: 14 % of
  // the CPU of serving a cached page (a 120-250 KB HTML) in a profile. A page answered from the
  // page cache is cheaper to send than to compare, and it is never sent with a long max-age.
  generateEtags: false,
  // Several builds side by side (parallel work, benchmarks) each get their own output folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  reactStrictMode: true,
  // The page cache (rendered public pages and the API answers they were built from) lives in
  // this process's memory, up to its share of PAGE_CACHE_MB (read when the server starts),
  // least recently used out first; never on disk (src/server/page-cache-handler.ts says why),
  // built into dist-server/ before Next builds.
  cacheMaxMemorySize: nextCacheBytes(process.env.PAGE_CACHE_MB),
  cacheHandler: join(dirname(fileURLToPath(import.meta.url)), 'dist-server', 'page-cache-handler.js'),
  // The domain and generator packages ship TypeScript source; Next compiles them with the app
  // (the generator only into the photo preview's Web Worker chunk).
  transpilePackages: ['@kartyna/domain', '@kartyna/paint-by-numbers'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
  experimental: {
    // CSS in the HTML, not as render-blocking files: the first paint no longer waits for
    // stylesheet requests, so it lands before the page's scripts run (Lighthouse's LCP).
    inlineCss: true,
    // Each page's own CSS only: the default chunking merged every page's styles into the shared
    // chunks, and with inlineCss those travelled in every page's HTML (twice, with the RSC
    // payload). Requests cost nothing when the CSS is inline, hence no request cost.
    cssChunking: { type: 'graph', requestCost: 0 },
    // Client code imports a few helpers from the domain's index; without this the whole
    // package (zod schemas included) would ride along into every page's JavaScript.
    optimizePackageImports: ['@kartyna/domain'],
    // Photo uploads (20 MB on the API) pass through the proxy to /api/server.
    proxyClientMaxBodySize: '21mb',
  },
  turbopack: {
    resolveAlias: {
      'use-intl/format-message': formatOnly.startsWith('.') ? formatOnly : `./${formatOnly}`,
    },
  },
  images: {
    localPatterns: [{ pathname: '/api/server/media/**' }],
    // WebP, not AVIF: on our pictures AVIF saved ~8 % of the bytes but decodes several times
    // slower, and the first row's pictures are decoded with the first frame on a cheap phone.
    formats: ['image/webp'],
    // An optimised picture is kept as long as the larger of this and its source's max-age: real
    // pictures say a year (immutable), a demo picture's quick sketch a minute — with Next's
    // default of 4 hours the sketch would stay on the shop long after the painting was ready.
    minimumCacheTTL: 60,
    // Product pictures are 800 px wide, so wider variants would be the same file under another
    // URL; fewer widths keep each picture's srcset (and the page's HTML) short.
    deviceSizes: [640, 828],
    imageSizes: [80, 96, 256, 384],
    // Optimised pictures are kept on disk (.next/cache/images) up to this size, oldest out first.
    maximumDiskCacheSize: 1024 * 1024 * 1024,
  },
};

export default createNextIntlPlugin('./src/i18n/request.ts')(config);
