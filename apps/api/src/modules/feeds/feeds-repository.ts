import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import type { FeedRow } from './feed-product';

/**
 * The next `limit` visible products after `afterId`, by id: a feed reads the catalogue in pages
 * of a primary-key range, so 100,000 products never sit in memory at once.
 */
export async function feedRowsAfter(
  db: DbOrTx,
  afterId: number,
  visibleCategoryIds: number[],
  limit: number,
): Promise<FeedRow[]> {
  if (visibleCategoryIds.length === 0) return [];
  return db
    .select({
      id: products.id,
      article: products.article,
      nameUa: products.nameUa,
      nameRu: products.nameRu,
      descriptionUa: products.descriptionUa,
      descriptionRu: products.descriptionRu,
      price: products.price,
      discountPrice: products.discountPrice,
      categoryId: products.categoryId,
      size: products.size,
      difficulty: products.difficulty,
      labels: products.labels,
      stock: products.stock,
      images: products.images,
    })
    .from(products)
    .where(
      and(
        gt(products.id, afterId),
        eq(products.isHidden, false),
        inArray(products.categoryId, visibleCategoryIds),
      ),
    )
    .orderBy(asc(products.id))
    .limit(limit);
}

/** When the catalogue last changed a product, for Last-Modified; null for an empty catalogue. */
export async function lastProductChange(db: DbOrTx): Promise<Date | null> {
  const [row] = await db.select({ at: sql<Date | null>`max(${products.updatedAt})` }).from(products);
  const at = row?.at;
  return at ? new Date(at) : null;
}
