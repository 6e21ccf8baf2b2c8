import type { StorefrontCacheTag } from '@kartyna/domain';

/** The cache tag of a public API answer: what the page built from it must be refreshed after. */
export function cacheTagOf(path: string): StorefrontCacheTag {
  return path.startsWith('/products') || path.startsWith('/content/categories-tree') ? 'catalog' : 'content';
}

const seen = new Map<StorefrontCacheTag, number>();

/**
 * Whether a change announced with `version` still has to expire `tag`: each API process
 * announces every catalogue version, and only the first announcement of one is news.
 * Without a version (a content edit, an API process that may have missed changes) always.
 */
export function staleAfterChange(tag: StorefrontCacheTag, version: number | undefined): boolean {
  if (version === undefined) return true;
  if ((seen.get(tag) ?? -1) >= version) return false;
  seen.set(tag, version);
  return true;
}
