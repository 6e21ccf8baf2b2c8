import { listingTag, productTag, type StorefrontCacheTag } from '@kartyna/domain';

/**
 * The cache tags of a public API answer: what the pages built from it must be refreshed after
 * (issue #23: as narrow as the change). Every catalogue answer also carries `catalog`, which a
 * change too wide to name (categories, sizes, an import) expires.
 */
export function cacheTagsOf(path: string): StorefrontCacheTag[] {
  const [pathname = '', query = ''] = path.split('?', 2);
  const product = /^\/products\/(\d+)(\/|$)/.exec(pathname);
  if (product) {
    const id = productTag(Number(product[1]));
    // Similar products come from the whole catalogue.
    return product[2] ? ['catalog', id, listingTag([])] : ['catalog', id];
  }
  if (pathname === '/products') {
    const category = new URLSearchParams(query).get('category') ?? '';
    return ['catalog', listingTag(category.split('/'))];
  }
  if (pathname.startsWith('/content/categories-tree') || pathname.startsWith('/content/product-sizes')) {
    return ['catalog'];
  }
  return ['content'];
}

/** Tags acted on, with the newest catalogue version each was expired for; the oldest forgotten. */
const seen = new Map<StorefrontCacheTag, number>();
const SEEN_MAX = 10_000;

/**
 * Whether a change announced with `version` still has to expire `tag`: each API process
 * announces every catalogue version, and only the first announcement of one is news.
 * Without a version (a content edit, an API process that may have missed changes) always.
 */
export function staleAfterChange(tag: StorefrontCacheTag, version: number | undefined): boolean {
  if (version === undefined) return true;
  if ((seen.get(tag) ?? -1) >= version) return false;
  seen.delete(tag);
  seen.set(tag, version);
  if (seen.size > SEEN_MAX) seen.delete(seen.keys().next().value as StorefrontCacheTag);
  return true;
}
