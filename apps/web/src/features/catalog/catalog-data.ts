import 'server-only';
import type { CatalogAnswer, CategoryNode, Product } from '@kartyna/domain';
import { cache } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { PUBLIC_ANSWER_SECONDS } from '@/lib/api/server-api';
import { shopFetches, shopGet } from '@/lib/api/shop-data';
import { toApiQuery, type CatalogParams } from './listing/catalog-params';

/** Public catalogue data is reused until the API says it changed (the net: PUBLIC_ANSWER_SECONDS). */
export const CATALOG_REVALIDATE = PUBLIC_ANSWER_SECONDS;

/** Once per request (React's cache): the listing asks for it twice, the product page beside the layout's own. */
export const getCategoryTree = cache((): Promise<CategoryNode[]> =>
  shopGet(shopFetches.categoryTree(), CATALOG_REVALIDATE),
);

export const getListing = (
  categoryPath: string[],
  params: CatalogParams,
  pageSize?: number,
): Promise<CatalogAnswer> =>
  shopGet(shopFetches.listing(categoryPath, toApiQuery(params, pageSize)), CATALOG_REVALIDATE);

/** A product, or null when the API does not know it (or hides it): the page is then a 404. */
export async function getProduct(id: number): Promise<Product | null> {
  try {
    return await shopGet(shopFetches.product(id), CATALOG_REVALIDATE);
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400)) return null;
    throw error;
  }
}
