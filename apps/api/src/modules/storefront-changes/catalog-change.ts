import { listingTagsAlong, MAX_TAGS_PER_CALL, productTag, type StorefrontCacheTag } from '@kartyna/domain';
import type { CategoryIndex } from '../catalog/category-index';

/**
 * One announcement on catalog_changed (migration 0018): a product whose shown data changed, with
 * the categories it was and is in, or the whole catalogue (categories, sizes, a wide import).
 * `version` 0: unknown (a listener that reconnected may have missed changes).
 */
export type CatalogChange =
  | { version: number; whole: true }
  | { version: number; whole: false; productId: number; categoryIds: number[] };

const whole = (version: number): CatalogChange => ({ version, whole: true });
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** Reads a payload; anything unexpected is taken as a change of the whole catalogue. */
export function parseCatalogChange(payload: string | undefined): CatalogChange {
  let data: unknown;
  try {
    data = JSON.parse(payload ?? '');
  } catch {
    return whole(0);
  }
  // Before 0018 the payload was the bare version.
  if (typeof data === 'number') return whole(Number.isSafeInteger(data) && data > 0 ? data : 0);
  if (typeof data !== 'object' || data === null) return whole(0);
  const { version, product, categories } = data as Record<string, unknown>;
  const v = isId(version) ? version : 0;
  if (!isId(product) || !Array.isArray(categories) || !categories.every(isId)) return whole(v);
  return { version: v, whole: false, productId: product, categoryIds: categories };
}

/**
 * The storefront tags a batch of changes expires: each product's pages and every listing its
 * categories (before and after) appear in; the whole catalogue when any change is that wide or
 * the list would be longer than one call may carry.
 */
export function storefrontTagsOf(changes: CatalogChange[], index: CategoryIndex): StorefrontCacheTag[] {
  const tags = new Set<StorefrontCacheTag>();
  for (const change of changes) {
    if (change.whole) return ['catalog'];
    tags.add(productTag(change.productId));
    for (const id of change.categoryIds) {
      const category = index.byId.get(id);
      // A category this process has not loaded yet: its listings are somewhere in the tree.
      if (!category) return ['catalog'];
      for (const tag of listingTagsAlong(category.path)) tags.add(tag);
    }
  }
  return tags.size > MAX_TAGS_PER_CALL ? ['catalog'] : [...tags];
}

/** The newest version of a batch; unknown (undefined) when any change's version is. */
export function versionOf(changes: CatalogChange[]): number | undefined {
  let newest = 0;
  for (const change of changes) {
    if (change.version === 0) return undefined;
    newest = Math.max(newest, change.version);
  }
  return newest || undefined;
}
