import { and, arrayOverlaps, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { labels as allLabels } from '@kartyna/domain';
import type { Db, DbOrTx } from '../../db/client';
import { categories, productSizes, products } from '../../db/schema';
import type { ProductRow } from './product-dto';

export type CategoryRow = typeof categories.$inferSelect;

export async function listAllCategories(db: DbOrTx): Promise<CategoryRow[]> {
  return db.select().from(categories);
}

export async function findProductById(db: DbOrTx, id: number): Promise<ProductRow | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

/** What a listing is narrowed by; prices in kopiyky, search lowercased and non-empty. */
export interface ProductFilter {
  /** the visible categories in scope; never empty */
  categoryIds: number[];
  minPrice?: number;
  maxPrice?: number;
  sizes?: string[];
  difficulties?: number[];
  labels?: string[];
  search?: string;
}
export type FacetName = 'size' | 'difficult' | 'labelType' | 'price';
export type ListingOrder = 'cheap' | 'expensive' | 'new' | 'old' | 'relevance';

/** The price a shopper pays: the discount price when there is one (indexed expression). */
const effectivePrice = sql<number>`coalesce(${products.discountPrice}, ${products.price})`;

/**
 * A typo still finds the name ("сонячник" → "Соняшники" scores 0.44); pg_trgm's default 0.6
 * would miss it. Set per transaction so that the trigram indexes still serve `<%`.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(q: string): SQL {
  const prefix = `${escapeLike(q)}%`;
  const contains = `%${escapeLike(q)}%`;
  return sql`(lower(${products.article}) like ${prefix}
    or ${q}::text <% lower(${products.nameUa}) or ${q}::text <% lower(${products.nameRu})
    or lower(${products.nameUa}) like ${contains} or lower(${products.nameRu}) like ${contains})`;
}

/** An article match beats any name match; names rank by trigram word similarity. */
function relevance(q: string): SQL<number> {
  const prefix = `${escapeLike(q)}%`;
  return sql<number>`greatest(
    case when lower(${products.article}) = ${q} then 3 when lower(${products.article}) like ${prefix} then 2 else 0 end,
    word_similarity(${q}::text, lower(${products.nameUa})),
    word_similarity(${q}::text, lower(${products.nameRu})))`;
}

/** Every filter but `omit`: a facet counts over the other filters, not its own. */
function conditions(filter: ProductFilter, omit?: FacetName): SQL | undefined {
  const list: (SQL | undefined)[] = [
    eq(products.isHidden, false),
    inArray(products.categoryId, filter.categoryIds),
  ];
  if (omit !== 'price') {
    if (filter.minPrice !== undefined) list.push(sql`${effectivePrice} >= ${filter.minPrice}`);
    if (filter.maxPrice !== undefined) list.push(sql`${effectivePrice} <= ${filter.maxPrice}`);
  }
  if (omit !== 'size' && filter.sizes?.length) list.push(inArray(products.size, filter.sizes));
  if (omit !== 'difficult' && filter.difficulties?.length)
    list.push(inArray(products.difficulty, filter.difficulties));
  if (omit !== 'labelType' && filter.labels?.length) list.push(arrayOverlaps(products.labels, filter.labels));
  if (filter.search) list.push(searchCondition(filter.search));
  return and(...list);
}

function orderOf(order: ListingOrder, search: string | undefined): SQL[] {
  switch (order) {
    case 'cheap':
      return [asc(effectivePrice), asc(products.id)];
    case 'expensive':
      return [desc(effectivePrice), desc(products.id)];
    case 'old':
      return [asc(products.createdAt), asc(products.id)];
    case 'relevance':
      if (search) return [desc(relevance(search)), desc(products.createdAt), desc(products.id)];
      return [desc(products.createdAt), desc(products.id)];
    case 'new':
      return [desc(products.createdAt), desc(products.id)];
  }
}

export interface ListingRows {
  rows: ProductRow[];
  total: number;
  sizes: { value: string; count: number }[];
  difficulties: { value: number; count: number }[];
  labels: { value: string; count: number }[];
  price: { min: number | null; max: number | null };
}

const countAll = sql<number>`count(*)::int`;

function queries(q: DbOrTx, filter: ProductFilter, order: ListingOrder, limit: number, offset: number) {
  return {
    rows: () =>
      q
        .select()
        .from(products)
        .where(conditions(filter))
        .orderBy(...orderOf(order, filter.search))
        .limit(limit)
        .offset(offset),
    total: async () => {
      const [row] = await q.select({ total: countAll }).from(products).where(conditions(filter));
      return row?.total ?? 0;
    },
    // Hidden sizes are not offered as a filter, whatever the products carry.
    sizes: () =>
      q
        .select({ value: products.size, count: countAll })
        .from(products)
        .innerJoin(productSizes, and(eq(productSizes.value, products.size), eq(productSizes.isHidden, false)))
        .where(conditions(filter, 'size'))
        .groupBy(products.size, productSizes.position)
        .orderBy(asc(productSizes.position), asc(products.size)),
    difficulties: () =>
      q
        .select({ value: products.difficulty, count: countAll })
        .from(products)
        .where(conditions(filter, 'difficult'))
        .groupBy(products.difficulty)
        .orderBy(asc(products.difficulty)),
    labels: async () => {
      const counts: Record<string, SQL<number>> = {};
      for (const label of allLabels) {
        counts[label] = sql<number>`(count(*) filter (where ${label}::text = any(${products.labels})))::int`;
      }
      const [row] = await q.select(counts).from(products).where(conditions(filter, 'labelType'));
      return allLabels
        .map((value) => ({ value, count: Number(row?.[value] ?? 0) }))
        .filter((f) => f.count > 0);
    },
    price: async () => {
      const [row] = await q
        .select({
          min: sql<number | null>`min(${effectivePrice})::int`,
          max: sql<number | null>`max(${effectivePrice})::int`,
        })
        .from(products)
        .where(conditions(filter, 'price'));
      return { min: row?.min ?? null, max: row?.max ?? null };
    },
  };
}

/**
 * One page of a listing with its total and facets. A search runs in one transaction that
 * lowers the trigram threshold for its own queries only.
 */
export async function queryListing(
  db: Db,
  filter: ProductFilter,
  order: ListingOrder,
  limit: number,
  offset: number,
): Promise<ListingRows> {
  if (!filter.search) {
    const x = queries(db, filter, order, limit, offset);
    const [rows, total, sizes, difficulties, labels, price] = await Promise.all([
      x.rows(),
      x.total(),
      x.sizes(),
      x.difficulties(),
      x.labels(),
      x.price(),
    ]);
    return { rows, total, sizes, difficulties, labels, price };
  }
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
    );
    // One connection: the queries of a transaction run one after another.
    const x = queries(tx, filter, order, limit, offset);
    const rows = await x.rows();
    const total = await x.total();
    const sizes = await x.sizes();
    const difficulties = await x.difficulties();
    const labels = await x.labels();
    const price = await x.price();
    return { rows, total, sizes, difficulties, labels, price };
  });
}

/** Visible products of the same subject or category, in-stock first, then the closest kin. */
export async function listSimilar(
  db: DbOrTx,
  product: ProductRow,
  visibleCategoryIds: number[],
  limit: number,
): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(
      and(
        eq(products.isHidden, false),
        inArray(products.categoryId, visibleCategoryIds),
        ne(products.id, product.id),
        or(eq(products.subject, product.subject), eq(products.categoryId, product.categoryId)),
      ),
    )
    .orderBy(
      desc(sql`${products.stock} > 0`),
      desc(sql`${products.categoryId} = ${product.categoryId} and ${products.subject} = ${product.subject}`),
      desc(products.createdAt),
      desc(products.id),
    )
    .limit(limit);
}
