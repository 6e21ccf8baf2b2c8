import { and, arrayOverlaps, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { labels as allLabels } from '@kartyna/domain';
import type { Db, DbOrTx } from '../../db/client';
import { containing, escapeLike } from '../../db/like';
import { catalogVersion, categories, productSizes, products } from '../../db/schema';
import type { ProductRow } from './product-dto';

export type CategoryRow = typeof categories.$inferSelect;

/** The catalogue version (see the catalog_version migration); 0 if the row is missing. */
export async function readCatalogVersion(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion).limit(1);
  return row?.version ?? 0;
}

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

function searchCondition(q: string): SQL {
  const prefix = `${escapeLike(q)}%`;
  const contains = containing(q);
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

/**
 * Visible products of the scope, narrowed by `facets` and the search. The search goes last:
 * it is the dearest test, so PostgreSQL should try it only on rows the others let through.
 * `matched`, the ids a search already matched, stands in for the search; it is bound as one
 * int[] parameter, not one parameter per id, so that no number of matches can hit a limit.
 */
function conditions(filter: ProductFilter, facets: SQL[], matched?: number[]): SQL {
  const list = [eq(products.isHidden, false), inArray(products.categoryId, filter.categoryIds), ...facets];
  if (matched) list.push(sql`${products.id} = any(${sql.param(matched)}::int[])`);
  else if (filter.search) list.push(searchCondition(filter.search));
  return and(...list) as SQL;
}

/** The filters a shopper picks, one per facet, each counted over the others only. */
function facetFilters(filter: ProductFilter): Partial<Record<FacetName, SQL>> {
  const out: Partial<Record<FacetName, SQL>> = {};
  const price: SQL[] = [];
  if (filter.minPrice !== undefined) price.push(sql`${effectivePrice} >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) price.push(sql`${effectivePrice} <= ${filter.maxPrice}`);
  if (price.length) out.price = and(...price);
  if (filter.sizes?.length) out.size = inArray(products.size, filter.sizes);
  if (filter.difficulties?.length) out.difficult = inArray(products.difficulty, filter.difficulties);
  if (filter.labels?.length) out.labelType = arrayOverlaps(products.labels, filter.labels);
  return out;
}

/** Every facet filter but `omit` (`true` when none is set). */
function allBut(facets: Partial<Record<FacetName, SQL>>, omit?: FacetName): SQL {
  const list = Object.entries(facets)
    .filter(([name]) => name !== omit)
    .map(([, condition]) => condition);
  return list.length ? (and(...list) as SQL) : sql`true`;
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

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** The products of one page: the scope with every filter, in the asked order. */
function pageRows(
  q: DbOrTx,
  filter: ProductFilter,
  order: ListingOrder,
  limit: number,
  offset: number,
  matched?: number[],
) {
  return q
    .select()
    .from(products)
    .where(conditions(filter, Object.values(facetFilters(filter)), matched))
    .orderBy(...orderOf(order, filter.search))
    .limit(limit)
    .offset(offset);
}

/**
 * The total and every facet in one pass over the scope: one query instead of five (each
 * query costs a parse, a plan and a scan, and on PGlite a trip through the wasm engine).
 * The scope and the search sit in WHERE; the facet filters move into FILTER clauses, so that
 * each facet counts over the other filters only. Grouping sets give the size rows, the
 * difficulty rows and one () row carrying the total, the label counts and the price range.
 * A size row counts only sizes that are not hidden (the left join leaves a hidden one without
 * a match); sizes and difficulties absent under the other filters come back with a count of 0
 * and are dropped, as a plain GROUP BY never shows them. With a search the () row also
 * collects the ids it matched, so that the page query need not match again: the trigram test
 * is the dearest part of a search, and runs once this way.
 */
async function facetsAndTotal(
  q: DbOrTx,
  filter: ProductFilter,
): Promise<Omit<ListingRows, 'rows'> & { matched: number[] }> {
  const facets = facetFilters(filter);
  const labelWhere = allBut(facets, 'labelType');
  const labelCounts: Record<string, SQL<number>> = {};
  for (const [i, label] of allLabels.entries()) {
    labelCounts[`l${i}`] = countWhere(sql`(${labelWhere}) and ${label}::text = any(${products.labels})`);
  }
  const priceWhere = allBut(facets, 'price');
  const result = await q
    .select({
      // 1: a size row, 2: a difficulty row, 3: the () row
      set: sql<number>`grouping(${products.size}, ${products.difficulty})`,
      size: products.size,
      difficulty: products.difficulty,
      sizeCount: countWhere(sql`${productSizes.value} is not null and (${allBut(facets, 'size')})`),
      difficultyCount: countWhere(allBut(facets, 'difficult')),
      total: countWhere(allBut(facets)),
      min: sql<number | null>`(min(${effectivePrice}) filter (where ${priceWhere}))::int`,
      max: sql<number | null>`(max(${effectivePrice}) filter (where ${priceWhere}))::int`,
      ...labelCounts,
      ...(filter.search ? { matched: sql<number[]>`array_agg(${products.id})` } : {}),
    })
    .from(products)
    .leftJoin(productSizes, and(eq(productSizes.value, products.size), eq(productSizes.isHidden, false)))
    .where(conditions(filter, []))
    .groupBy(sql`grouping sets ((${products.size}, ${productSizes.position}), (${products.difficulty}), ())`)
    .orderBy(asc(productSizes.position), asc(products.size), asc(products.difficulty));

  const sizes: ListingRows['sizes'] = [];
  const difficulties: ListingRows['difficulties'] = [];
  let totalRow: Record<string, unknown> | undefined;
  for (const row of result) {
    const set = Number(row.set);
    if (set === 1 && row.sizeCount > 0) sizes.push({ value: row.size, count: row.sizeCount });
    else if (set === 2 && row.difficultyCount > 0)
      difficulties.push({ value: row.difficulty, count: row.difficultyCount });
    else if (set === 3) totalRow = row;
  }
  const labels = allLabels
    .map((value, i) => ({ value, count: Number(totalRow?.[`l${i}`] ?? 0) }))
    .filter((f) => f.count > 0);
  return {
    total: Number(totalRow?.total ?? 0),
    sizes,
    difficulties,
    labels,
    price: { min: (totalRow?.min as number | null) ?? null, max: (totalRow?.max as number | null) ?? null },
    // array_agg over no rows is null
    matched: (totalRow?.matched as number[] | null) ?? [],
  };
}

/**
 * One page of a listing with its total and facets: two queries. A search runs in one
 * transaction that lowers the trigram threshold for its own queries only; the page query then
 * reads the ids the facet query matched.
 */
export async function queryListing(
  db: Db,
  filter: ProductFilter,
  order: ListingOrder,
  limit: number,
  offset: number,
): Promise<ListingRows> {
  if (!filter.search) {
    const [rows, { matched: _, ...rest }] = await Promise.all([
      pageRows(db, filter, order, limit, offset),
      facetsAndTotal(db, filter),
    ]);
    return { rows, ...rest };
  }
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
    );
    // One connection: the queries of a transaction run one after another.
    const { matched, ...rest } = await facetsAndTotal(tx, filter);
    const rows = matched.length ? await pageRows(tx, filter, order, limit, offset, matched) : [];
    return { rows, ...rest };
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
