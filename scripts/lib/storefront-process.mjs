// How the storefront's Node process is started (issue #46): its heap sized from PAGE_CACHE_MB,
// glibc told to keep few malloc arenas. One answer for `npm start` (scripts/start.mjs), the
// systemd unit (ops/systemd/kartyna-storefront.service runs this file to print its options) and
// the benchmarks that measure the storefront as those run it (scripts/bench/crawl.mjs).
//
// Why: left to itself V8 sizes its heap from the machine's memory (a 4 GB limit on the 24 GB
// development machine) and lets the old space grow to several times what is alive before it
// collects hard. A crawler's
// first renders make garbage fast (each page's HTML and RSC payload, Cyrillic text two bytes a
// character), so the storefront's RSS climbed past 1.2 GB over 10,000 product pages while under
// 200 MB of it was alive (a heap snapshot after 3,000: 105 MB of JavaScript objects, 87 MB of
// page buffers). A limit near what is alive makes V8 collect before it grows.
// MALLOC_ARENA_MAX: zlib and brotli compress pages on libuv's threads, and glibc gives each
// thread an arena of its own that it seldom hands back; two arenas keep that memory reused.
import { pathToFileURL } from 'node:url';

/** Default of PAGE_CACHE_MB (apps/web/src/server/page-cache-budget.ts, DEFAULT_PAGE_CACHE_MB). */
export const DEFAULT_PAGE_CACHE_MB = 128;
/**
 * The heap the storefront needs whatever its caches hold: its code and modules (~80 MB alive
 * after start) and 16 first renders under way at once (a crawler's pace), with room enough for
 * the collector not to run back to back.
 */
export const HEAP_ALLOWANCE_MB = 176;
/** Next's share of PAGE_CACHE_MB: a quarter, at least 16 MB (as page-cache-budget.ts). */
const nextShareMb = (mb) => Math.max(16, mb * 0.25);

/**
 * The old space's size for PAGE_CACHE_MB `setting` (as given; unset is the default), or null when
 * it is not a size. Next's share lives in the heap (its HTML strings; page-cache-budget.ts keeps
 * them within the share); the front cache's share is compressed pages in Buffers, outside it.
 */
export function storefrontHeapMb(setting) {
  const mb = Number(setting ?? DEFAULT_PAGE_CACHE_MB);
  if (setting?.trim() === '' || !Number.isFinite(mb) || mb < 0) return null;
  return Math.ceil(nextShareMb(mb) + HEAP_ALLOWANCE_MB);
}

/**
 * Node options and environment for the storefront's process. A PAGE_CACHE_MB that is not a size
 * gets no heap option: the server itself then refuses to start and says why.
 */
export function storefrontProcess({ pageCacheMb } = {}) {
  const heap = storefrontHeapMb(pageCacheMb);
  return {
    nodeArgs: heap === null ? [] : [`--max-old-space-size=${heap}`],
    env: { MALLOC_ARENA_MAX: '2' },
  };
}

// `node scripts/lib/storefront-process.mjs` prints, for this environment's PAGE_CACHE_MB, the start
// of the command that runs the storefront — `env MALLOC_ARENA_MAX=2 /usr/bin/node --max-old-space-size=208`
// — for a shell to `exec` with the server's own arguments after it (the systemd unit): one process,
// the unit's signals reach the server itself.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { nodeArgs, env } = storefrontProcess({ pageCacheMb: process.env.PAGE_CACHE_MB });
  const assignments = Object.entries(env).map(([name, value]) => `${name}=${value}`);
  console.log(['env', ...assignments, process.execPath, ...nodeArgs].join(' '));
}
