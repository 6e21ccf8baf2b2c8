import 'server-only';
import {
  catalogAnswerSchema,
  categoryNodeSchema,
  clientWorkSchema,
  commonVariableSchema,
  listingTag,
  pageTextSchema,
  productSchema,
  productTag,
  seoDataSchema,
  testimonialListSchema,
  type PageTextSlug,
  type StorefrontCacheTag,
} from '@kartyna/domain';
import type { z } from 'zod';
import { serverGet } from './server-api';

/** One public answer the storefront's pages are built from: where it is, its shape, what expires it. */
export interface ShopFetch<S extends z.ZodType = z.ZodType> {
  path: string;
  schema: S;
  /** the tags the API announces when this answer changes (packages/domain's tag kinds) */
  tags: readonly StorefrontCacheTag[];
}

const shopFetch = <S extends z.ZodType>(
  path: string,
  schema: S,
  tags: readonly StorefrontCacheTag[],
): ShopFetch<S> => ({ path, schema, tags });

const query = (pairs: readonly (readonly [string, string])[]) =>
  pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');

/**
 * Every public answer the storefront asks its API for, each declaring its cache tags (issues
 * #23, #47): a page built from it is expired exactly when the API announces one of them
 * (apps/api/src/modules/storefront-changes). Catalogue answers carry `catalog`, the rest
 * `content`, so expiring EVERY_PAGE_TAGS drops every page (the subscriber's drop-all).
 * Personal answers (the cabinet, a kit) are never cached and ask serverGet with `auth`.
 */
export const shopFetches = {
  categoryTree: () => shopFetch('/content/categories-tree', categoryNodeSchema.array(), ['catalog']),
  /**
   * A listing of the category at `categoryPath` (empty: the whole catalogue, the rails, search),
   * `filters` the rest of its query: tagged by that category, not by anything in the filters.
   */
  listing: (categoryPath: readonly string[], filters: readonly (readonly [string, string])[]) => {
    const category = categoryPath.filter(Boolean).join('/');
    const pairs = category ? [['category', category] as const, ...filters] : filters;
    return shopFetch(`/products?${query(pairs)}`, catalogAnswerSchema, ['catalog', listingTag(categoryPath)]);
  },
  product: (id: number) => shopFetch(`/products/${id}`, productSchema, ['catalog', productTag(id)]),
  commonVariables: () => shopFetch('/content/common-variables', commonVariableSchema.array(), ['content']),
  pageText: (slug: PageTextSlug) => shopFetch(`/content/page-texts/${slug}`, pageTextSchema, ['content']),
  seoData: (route: string) =>
    shopFetch(`/content/seo-data?${query([['route', route]])}`, seoDataSchema, ['content']),
  testimonials: (page: number, pageSize: number) =>
    shopFetch(`/testimonials?page=${page}&pageSize=${pageSize}`, testimonialListSchema, ['content']),
  clientWorks: () => shopFetch('/client-works', clientWorkSchema.array(), ['content']),
} satisfies Record<string, (...args: never[]) => ShopFetch>;

/**
 * The answer of one of shopFetches, cached under its tags for `revalidate` seconds at most
 * (default and cap: server-api.ts).
 */
export function shopGet<S extends z.ZodType>(fetch: ShopFetch<S>, revalidate?: number): Promise<z.infer<S>> {
  return serverGet(fetch.path, fetch.schema, {
    tags: fetch.tags,
    ...(revalidate === undefined ? {} : { revalidate }),
  });
}
