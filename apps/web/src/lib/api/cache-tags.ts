import type { StorefrontCacheTag } from '@kartyna/domain';

// What each answer is tagged with is declared by its fetch (shop-data.ts); this is what the
// storefront does with an announced tag.

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
