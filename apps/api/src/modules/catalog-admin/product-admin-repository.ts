import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminProductFilter, AdminProductListQuery } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { containing } from '../../db/like';
import { pageOf } from '../../db/page';
import { categories, orderLines, productSizes, products } from '../../db/schema';
import type { ProductRow } from '../catalog/product-dto';

export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'createdAt'>;

/**
 * The back office's filters, hidden products included. `categoryIds` is the chosen category
 * with everything under it (resolved by the service from the tree). The search is a substring
 * of the article or either name; the trigram indexes on lower() serve these LIKEs.
 */
export function productWhere(filter: AdminProductFilter, categoryIds?: number[]): SQL | undefined {
  const list: SQL[] = [];
  if (categoryIds) list.push(inArray(products.categoryId, categoryIds));
  if (filter.size?.length) list.push(inArray(products.size, filter.size));
  if (filter.difficulty?.length) list.push(inArray(products.difficulty, filter.difficulty));
  if (filter.label?.length) list.push(sql`${products.labels} && ${sql.param(filter.label)}::text[]`);
  if (filter.subject?.length) list.push(inArray(products.subject, filter.subject));
  if (filter.isHidden !== undefined) list.push(eq(products.isHidden, filter.isHidden));
  if (filter.stockState?.length) {
    // The storefront's reading (product-dto): stock > 0 is in stock, else a preorder label
    // makes it "expected", else it is sold out.
    const preorder = sql`'preorder' = any(${products.labels})`;
    const states: Record<string, SQL> = {
      inStock: sql`${products.stock} > 0`,
      preorder: sql`(${products.stock} <= 0 and ${preorder})`,
      soldOut: sql`(${products.stock} <= 0 and not ${preorder})`,
    };
    list.push(
      sql`(${sql.join(
        filter.stockState.map((s) => states[s] ?? sql`false`),
        sql` or `,
      )})`,
    );
  }
  const q = filter.q?.toLowerCase();
  if (q) {
    const contains = containing(q);
    const byId = /^\d{1,9}$/.test(q) ? sql` or ${products.id} = ${Number(q)}` : sql``;
    list.push(sql`(lower(${products.article}) like ${contains} or lower(${products.nameUa}) like ${contains}
      or lower(${products.nameRu}) like ${contains}${byId})`);
  }
  return list.length ? and(...list) : undefined;
}

const sortColumns = {
  id: products.id,
  article: sql`lower(${products.article})`,
  name: sql`lower(${products.nameUa})`,
  price: products.price,
  stock: products.stock,
  createdAt: products.createdAt,
} as const;

export async function listProductRows(
  db: DbOrTx,
  query: AdminProductListQuery,
  categoryIds?: number[],
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = productWhere(query, categoryIds);
  const direction = query.order === 'ASC' ? asc : desc;
  return pageOf(
    query,
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), direction(products.id))
      .$dynamic(),
    db.select({ value: count() }).from(products).where(where),
  );
}

/**
 * The next `limit` products the filter matches after id `afterId`, by id: the CSV export reads
 * the catalogue in such batches (keyset paging on the primary key), never all of it at once.
 */
export async function exportProductRows(
  db: DbOrTx,
  filter: AdminProductFilter,
  categoryIds: number[] | undefined,
  afterId: number,
  limit: number,
): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(productWhere(filter, categoryIds), gt(products.id, afterId)))
    .orderBy(asc(products.id))
    .limit(limit);
}

export async function findProductRow(db: DbOrTx, id: number, lock = false): Promise<ProductRow | null> {
  const query = db.select().from(products).where(eq(products.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findProductIdByArticle(db: DbOrTx, article: string): Promise<number | null> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`lower(${products.article}) = ${article.toLowerCase()}`)
    .limit(1);
  return row?.id ?? null;
}

/**
 * The products whose articles (any case) are given, locked for the import that rewrites them;
 * call it inside the import's transaction. The trigram index on lower(article) answers
 * equality too, and on a table without statistics (a new shop's first import, or rows this
 * transaction inserted) PostgreSQL picks it over the unique index: a GIN scan reads every entry
 * still pending from the import's own inserts, 45 ms a batch at 15,000 rows against 0.2 ms, and
 * 15,000 new products took 98 s. Bitmap scans (the only kind GIN has) are off for this one query.
 */
export async function lockProductsByArticles(db: DbOrTx, articles: string[]): Promise<ProductRow[]> {
  if (!articles.length) return [];
  await db.execute(sql`set local enable_bitmapscan = off`);
  const rows = await db
    .select()
    .from(products)
    .where(sql`lower(${products.article}) = any(${sql.param(articles.map((a) => a.toLowerCase()))}::text[])`)
    .for('update');
  await db.execute(sql`set local enable_bitmapscan = default`);
  return rows;
}

export async function lockProductsByIds(db: DbOrTx, ids: number[]): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(sql`${products.id} = any(${sql.param(ids)}::int[])`)
    .orderBy(asc(products.id))
    .for('update');
}

export async function insertProductRow(db: DbOrTx, values: ProductValues): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  if (!row) throw new Error('product insert returned nothing');
  return row;
}

/** Many new products in one statement (the CSV import's batches). */
export async function insertProductRows(db: DbOrTx, values: ProductValues[]): Promise<void> {
  if (values.length) await db.insert(products).values(values);
}

/** Writes the given fields (never the stock: that goes through product-stock-service.ts). */
export async function updateProductRow(
  db: DbOrTx,
  id: number,
  values: Partial<Omit<ProductValues, 'stock'>>,
): Promise<void> {
  await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id));
}

export async function deleteProductRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

export async function isProductInOrders(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.productId, id))
    .limit(1);
  return row !== undefined;
}

export async function existingSizes(db: DbOrTx, values: string[]): Promise<Set<string>> {
  if (!values.length) return new Set();
  const rows = await db
    .select({ value: productSizes.value })
    .from(productSizes)
    .where(inArray(productSizes.value, [...new Set(values)]));
  return new Set(rows.map((r) => r.value));
}

export async function categoryExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
  return row !== undefined;
}
