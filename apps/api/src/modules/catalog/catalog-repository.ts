import { and, arrayOverlaps, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { labels as allLabels } from '@kartyna/domain';
import type { Db, DbOrTx } from '../../db/client';
import { categories, productSizes, products } from '../../db/schema';
import { listProductsByIds } from './facet-snapshot-repository';
import { relevance, searchCondition, WORD_SIMILARITY_THRESHOLD } from './catalog-search-repository';
import { effectivePrice } from './product-price';
import type { ProductRow } from './product-dto';

export type CategoryRow = typeof categories.$inferSelect;

export async function listAllCategories(db: DbOrTx): Promise<CategoryRow[]> {
  return db.select().from(categories);
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
 * The total and every facet from one grouped scan of the scope (issue #15). PostgreSQL only
 * groups the matching products by (size, difficulty, labels, inside the price range) — a few
 * hundred to a few thousand groups, whatever the catalogue's size — and the facets are folded
 * here: each facet counts over the other filters only, which a group answers by its keys.
 * One hash aggregate instead of grouping sets with a dozen FILTER clauses and a join was ~6×
 * cheaper at 100,000 products. Sizes hidden in product_sizes are left out; sizes come in
 * their position order.
 */
async function facetsAndTotal(
  q: DbOrTx,
  filter: ProductFilter,
  matched?: number[],
): Promise<Omit<ListingRows, 'rows'>> {
  const hasPrice = filter.minPrice !== undefined || filter.maxPrice !== undefined;
  const price = facetFilters(filter).price;
  const inPrice = hasPrice && price ? sql<boolean>`(${price})` : sql<boolean>`true`;
  const [groups, sizeRows] = await Promise.all([
    q
      .select({
        size: products.size,
        difficulty: products.difficulty,
        labels: products.labels,
        inPrice: inPrice.as('in_price'),
        n: sql<number>`count(*)::int`,
        min: sql<number>`min(${effectivePrice})::int`,
        max: sql<number>`max(${effectivePrice})::int`,
      })
      .from(products)
      .where(conditions(filter, [], matched))
      .groupBy(products.size, products.difficulty, products.labels, sql`in_price`),
    q.select().from(productSizes),
  ]);
  const sizeSet = filter.sizes ? new Set(filter.sizes) : undefined;
  const difficultySet = filter.difficulties ? new Set(filter.difficulties) : undefined;
  const labelSet = filter.labels ? new Set(filter.labels) : undefined;
  const sizeCounts = new Map<string, number>();
  const difficultyCounts = new Map<number, number>();
  const labelCounts = new Map<string, number>();
  let total = 0;
  let min: number | null = null;
  let max: number | null = null;
  for (const g of groups) {
    const ok = {
      size: !sizeSet || sizeSet.has(g.size),
      difficult: !difficultySet || difficultySet.has(g.difficulty),
      labelType: !labelSet || g.labels.some((l) => labelSet.has(l)),
      price: Boolean(g.inPrice),
    };
    const allBut = (omit: FacetName) =>
      (Object.keys(ok) as FacetName[]).every((name) => name === omit || ok[name]);
    if (ok.size && ok.difficult && ok.labelType && ok.price) total += g.n;
    if (allBut('size')) sizeCounts.set(g.size, (sizeCounts.get(g.size) ?? 0) + g.n);
    if (allBut('difficult'))
      difficultyCounts.set(g.difficulty, (difficultyCounts.get(g.difficulty) ?? 0) + g.n);
    if (allBut('labelType'))
      for (const l of new Set(g.labels)) labelCounts.set(l, (labelCounts.get(l) ?? 0) + g.n);
    if (allBut('price')) {
      min = min === null ? g.min : Math.min(min, g.min);
      max = max === null ? g.max : Math.max(max, g.max);
    }
  }
  const sizes = sizeRows
    .filter((row) => !row.isHidden && sizeCounts.has(row.value))
    .sort((a, b) => a.position - b.position || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .map((row) => ({ value: row.value, count: sizeCounts.get(row.value) ?? 0 }));
  const difficulties = [...difficultyCounts]
    .sort(([a], [b]) => a - b)
    .map(([value, count]) => ({ value, count }));
  const labels = allLabels
    .map((value) => ({ value, count: labelCounts.get(value) ?? 0 }))
    .filter((f) => f.count > 0);
  return { total, sizes, difficulties, labels, price: { min, max } };
}

/** The visible products of the scope a search matches: trigram indexes first, then the rest. */
async function matchSearch(q: DbOrTx, filter: ProductFilter): Promise<number[]> {
  const rows = await q.select({ id: products.id }).from(products).where(conditions(filter, []));
  return rows.map((row) => row.id);
}

/**
 * One page of a listing with its total and facets: two queries. A search runs in one
 * transaction that lowers the trigram threshold for its own queries only; the page query then
 * reads the ids the facet query matched.
 */
/**
 * Where the total and facets of a filter are kept between requests: they depend on neither
 * the page nor the order, so paging and re-sorting a listing reuse them (the caller keys the
 * memo by the catalogue version, see catalog-service.ts).
 */
export interface FacetMemo {
  get(filter: ProductFilter): FacetsAndMatches | undefined;
  set(filter: ProductFilter, value: FacetsAndMatches): void;
}
export type FacetsAndMatches = Omit<ListingRows, 'rows'> & { matched?: number[] };
export type PagePicker = (
  filter: ProductFilter,
  order: ListingOrder,
  limit: number,
  offset: number,
  matched?: number[],
) => Promise<number[] | undefined>;

export async function queryListing(
  db: Db,
  filter: ProductFilter,
  order: ListingOrder,
  limit: number,
  offset: number,
  memo?: FacetMemo,
  /** counts the facets in this process (facet-snapshot.ts) instead of in PostgreSQL */
  fold?: (filter: ProductFilter, matched?: number[]) => Promise<FacetsAndMatches>,
  /** picks the page's ids in this process; undefined for an order it cannot (relevance) */
  pick?: PagePicker,
): Promise<ListingRows> {
  const known = memo?.get(filter);
  const countFacets = (q: DbOrTx, matched?: number[]) =>
    fold ? fold(filter, matched) : facetsAndTotal(q, filter, matched);
  const page = async (q: DbOrTx, matched?: number[]) => {
    const ids = await pick?.(filter, order, limit, offset, matched);
    return ids ? listProductsByIds(q, ids) : pageRows(q, filter, order, limit, offset, matched);
  };
  if (!filter.search) {
    const [rows, facets] = await Promise.all([page(db), known ?? countFacets(db)]);
    if (!known) memo?.set(filter, facets);
    const { matched: _, ...rest } = facets as FacetsAndMatches;
    return { rows, ...rest };
  }
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
    );
    // The planner guesses the trigram tests cheap and scans every row, testing word
    // similarity on each (1.9 s at 100,000 products); the trigram indexes find the few
    // candidates in a fraction of that (0.2 s). For this transaction only.
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
    // One connection: the queries of a transaction run one after another.
    let found = known;
    if (!found) {
      const matched = await matchSearch(tx, filter);
      found = matched.length ? { ...(await countFacets(tx, matched)), matched } : emptyFacets;
      memo?.set(filter, found);
    }
    const { matched, ...rest } = found;
    const rows = matched?.length ? await page(tx, matched) : [];
    return { rows, ...rest };
  });
}

const emptyFacets: FacetsAndMatches = {
  total: 0,
  sizes: [],
  difficulties: [],
  labels: [],
  price: { min: null, max: null },
};
