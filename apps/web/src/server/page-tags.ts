import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The cache tags of the page a request is rendering (issue #23), carried from Next's page cache
 * (page-cache-handler.ts, which sees each page entry and its tags as Next stores or reads it) to
 * the front page cache (page-cache.ts, which keeps the bytes and must know what expires them).
 * Next bundles the handler apart from the server entry: one store for both, by a global symbol.
 */
export interface PageTags {
  /** every tag of the page (its fetches' and Next's implicit ones); unknown until Next says */
  tags?: string[];
  /** the API answered 503 or could not be reached while the page rendered (unavailable-answer.ts) */
  apiUnavailable?: boolean;
}

const key = Symbol.for('kartyna.page-tags');
const storage = ((globalThis as Record<symbol, unknown>)[key] ??=
  new AsyncLocalStorage<PageTags>()) as AsyncLocalStorage<PageTags>;

/** Runs `render` with `tags` as the request's record of its page's tags. */
export function renderWithPageTags<T>(tags: PageTags, render: () => T): T {
  return storage.run(tags, render);
}

/** Next's cache header of a page entry (`x-next-cache-tags`: tags joined by commas), noted for the request. */
export function notePageTags(header: unknown): void {
  const current = storage.getStore();
  if (current && typeof header === 'string' && header !== '') current.tags = header.split(',');
}

/** The API could not serve the request's page just now (its database away, a restart): noted for the answer. */
export function noteApiUnavailable(): void {
  const current = storage.getStore();
  if (current) current.apiUnavailable = true;
}
