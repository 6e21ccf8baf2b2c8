/**
 * PAGE_CACHE_MB is the storefront's whole budget for pages kept in memory (issue #23), shared by
 * its two caches: the front page cache (src/server/page-cache.ts: compressed pages, answered
 * without Next) takes three quarters, Next's own cache (rendered pages uncompressed, and the API
 * answers pages are built from; next.config.ts `cacheMaxMemorySize`) the rest. The front cache
 * holds each page in a tenth of the bytes, so it holds the most.
 * Next's LRU counts a page's HTML in characters, and our HTML is Cyrillic: two bytes a character
 * in V8's strings, so a limit of its share let it hold up to twice that (issue #46: RSS past
 * 512 MB at the default). Its limit is half its share, so what it holds stays within the share.
 * 0 turns the front cache off; Next keeps a small cache then, or it would render every request.
 */
export const DEFAULT_PAGE_CACHE_MB = 128;
const NEXT_MIN_BYTES = 16 * 1024 * 1024;

export interface PageCacheBudget {
  frontBytes: number;
  nextBytes: number;
}

const budgetOf = (mb: number): PageCacheBudget => ({
  frontBytes: Math.floor(mb * 1024 * 1024 * 0.75),
  nextBytes: Math.max(NEXT_MIN_BYTES, Math.floor(mb * 1024 * 1024 * 0.25)),
});

/** The budget for `setting` (PAGE_CACHE_MB as given), or null when it is not a size. */
export function pageCacheBudget(setting: string | undefined): PageCacheBudget | null {
  const mb = Number(setting ?? DEFAULT_PAGE_CACHE_MB);
  return setting?.trim() === '' || !Number.isFinite(mb) || mb < 0 ? null : budgetOf(mb);
}

/**
 * Next's limit in its own units (next.config.ts `cacheMaxMemorySize`): half its share, see above.
 * The server refuses to start on a setting that is not a size.
 */
export const nextCacheBytes = (setting: string | undefined): number =>
  Math.floor((pageCacheBudget(setting) ?? budgetOf(DEFAULT_PAGE_CACHE_MB)).nextBytes / 2);
