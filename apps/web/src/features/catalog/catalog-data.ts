import 'server-only';
import {
  catalogAnswerSchema,
  categoryNodeSchema,
  productSchema,
  type CatalogAnswer,
  type CategoryNode,
  type Product,
} from '@kartyna/domain';
import { cache } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { PUBLIC_ANSWER_SECONDS, serverGet } from '@/lib/api/server-api';
import { toApiPath, type CatalogParams } from './listing/catalog-params';

/** Public catalogue data is reused until the API says it changed (the net: PUBLIC_ANSWER_SECONDS). */
export const CATALOG_REVALIDATE = PUBLIC_ANSWER_SECONDS;
const cached = { revalidate: CATALOG_REVALIDATE };

/** Once per request (React's cache): the listing asks for it twice, the product page beside the layout's own. */
export const getCategoryTree = cache((): Promise<CategoryNode[]> =>
  serverGet('/content/categories-tree', categoryNodeSchema.array(), cached),
);

export const getListing = (
  categoryPath: string[],
  params: CatalogParams,
  pageSize?: number,
): Promise<CatalogAnswer> =>
  serverGet(toApiPath(categoryPath, params, pageSize), catalogAnswerSchema, cached);

/** A product, or null when the API does not know it (or hides it): the page is then a 404. */
export async function getProduct(id: number): Promise<Product | null> {
  try {
    return await serverGet(`/products/${id}`, productSchema, cached);
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400)) return null;
    throw error;
  }
}
