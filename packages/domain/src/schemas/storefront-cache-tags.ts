import { z } from 'zod';
import { normalizeSlug } from '../enums';

/**
 * The names of what the storefront's pages are tagged with, one list for both sides: the API
 * announces exactly these (apps/api/src/modules/storefront-changes), the storefront's fetches
 * declare exactly these (apps/web/src/lib/api/shop-data.ts). As narrow as what pages show
 * (issues #15, #23):
 * - `catalog`: the catalogue's shape (categories, sizes), which every page's menus show; a change
 *   of it, or a change too wide to list (an import), expires every page;
 * - `content`: page texts, SEO texts, shop settings, testimonials and client works (the footer
 *   makes that every page too);
 * - `product:<id>`: pages built from that product's answer (its page, in both languages);
 * - `listing:<category path>`: listings of that category (`listing:` the whole catalogue, home's
 *   rails and every label or search listing included).
 */
export const STOREFRONT_TAG_KINDS = ['catalog', 'content', 'product', 'listing'] as const;
export type StorefrontTagKind = (typeof STOREFRONT_TAG_KINDS)[number];

export type StorefrontCacheTag = 'catalog' | 'content' | `product:${number}` | `listing:${string}`;

/**
 * Every page carries one of these (its menus or its footer), so expiring them drops every page:
 * what a storefront does when it may have missed an announcement.
 */
export const EVERY_PAGE_TAGS = ['catalog', 'content'] as const satisfies readonly StorefrontCacheTag[];

const tagPattern = /^(?:catalog|content|product:\d{1,10}|listing:[^\s,]{0,300})$/;
export const storefrontCacheTagSchema = z
  .string()
  .regex(tagPattern)
  .transform((tag) => tag as StorefrontCacheTag);

/** The kind a tag is of (`product:7` → `product`). */
export const tagKindOf = (tag: StorefrontCacheTag): StorefrontTagKind =>
  tag.split(':', 1)[0] as StorefrontTagKind;

export const productTag = (id: number): StorefrontCacheTag => `product:${id}`;

/** A category path in one spelling (types match with hyphens or underscores, any case). */
const normalizedPath = (path: readonly string[]): string[] =>
  path.filter(Boolean).map((segment) => String(normalizeSlug(segment)));

/** The tag of a listing of `categoryPath` (empty: the whole catalogue). */
export const listingTag = (categoryPath: readonly string[]): StorefrontCacheTag =>
  `listing:${normalizedPath(categoryPath).join('/')}`;

/**
 * Every listing a product of the category at `categoryPath` appears in: the whole catalogue's
 * and each of the category's ancestors' down to its own.
 */
export function listingTagsAlong(categoryPath: readonly string[]): StorefrontCacheTag[] {
  const path = normalizedPath(categoryPath);
  return path.map((_, depth) => listingTag(path.slice(0, depth + 1))).concat(listingTag([]));
}

/** More tags than this in one call: the change is announced as the whole catalogue's. */
export const MAX_TAGS_PER_CALL = 500;
