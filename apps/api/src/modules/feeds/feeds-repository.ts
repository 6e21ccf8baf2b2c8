import { and, asc, desc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { feedExclusions, feedReads, products } from '../../db/schema';
import type { FeedRow } from './feed-product';

const excludedRow = sql`(select 1 from ${feedExclusions} where ${feedExclusions.productId} = ${products.id})`;

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
        notExists(excludedRow),
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

/** What staff last did to the exclusions: a feed's ETag changes with it. */
export async function exclusionsStamp(db: DbOrTx): Promise<string> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      last: sql<string | null>`max(${feedExclusions.createdAt})::text`,
    })
    .from(feedExclusions);
  return `${row?.n ?? 0}.${row?.last ? Date.parse(row.last) || 0 : 0}`;
}

export async function recordFeedRead(
  db: DbOrTx,
  read: { file: string; reader: string | null; entries: number },
) {
  const values = { ...read, readAt: new Date() };
  await db.insert(feedReads).values(values).onConflictDoUpdate({ target: feedReads.file, set: values });
}

export const listFeedReads = (db: DbOrTx) => db.select().from(feedReads);

/** Visible products no feed lists, and why: left out by staff, or no picture, or no price. */
export async function leftOutProducts(db: DbOrTx, visibleCategoryIds: number[], limit: number) {
  if (visibleCategoryIds.length === 0) return { total: 0, items: [] };
  const excluded = sql<boolean>`exists ${excludedRow}`;
  const noPicture = sql<boolean>`jsonb_array_length(${products.images}) = 0`;
  const noPrice = sql<boolean>`${products.price} <= 0`;
  const where = and(
    eq(products.isHidden, false),
    inArray(products.categoryId, visibleCategoryIds),
    sql`(${excluded} or ${noPicture} or ${noPrice})`,
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  const items = await db
    .select({
      id: products.id,
      article: products.article,
      nameUa: products.nameUa,
      excluded,
      noPicture,
      noPrice,
    })
    .from(products)
    .where(where)
    .orderBy(desc(products.id))
    .limit(limit);
  return { total: count?.n ?? 0, items };
}

/** How many products each feed lists now (every feed lists the same ones). */
export async function listableCount(db: DbOrTx, visibleCategoryIds: number[]): Promise<number> {
  if (visibleCategoryIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(
      and(
        eq(products.isHidden, false),
        inArray(products.categoryId, visibleCategoryIds),
        notExists(excludedRow),
        sql`jsonb_array_length(${products.images}) > 0`,
        sql`${products.price} > 0`,
      ),
    );
  return row?.n ?? 0;
}

export async function setExcluded(db: DbOrTx, productId: number, excluded: boolean, staffUserId: number) {
  if (excluded) await db.insert(feedExclusions).values({ productId, staffUserId }).onConflictDoNothing();
  else await db.delete(feedExclusions).where(eq(feedExclusions.productId, productId));
}

export async function productExistsForFeeds(db: DbOrTx, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row !== undefined;
}
