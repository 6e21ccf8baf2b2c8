import {
  kopiykyToUah,
  uahToKopiyky,
  type CatalogAnswer,
  type CatalogQuery,
  type Product,
} from '@kartyna/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { LRUCache } from 'lru-cache';
import {
  type FacetMemo,
  type FacetsAndMatches,
  queryListing,
  type ListingOrder,
  type ProductFilter,
} from './catalog-repository';
import { readCatalogVersion, type CatalogVersions } from './catalog-version-repository';
import { findProductById, listSimilar } from './product-repository';
import {
  getCategoryIndex,
  getCategoryIndexAt,
  getCategoryIndexCovering,
  getCategoryIndexNewerThan,
  resolveCategoryPath,
  visibleSubtreeIds,
  type CategoryIndex,
} from './category-index';
import { foldFacets, loadFacetSnapshot, type FacetSnapshot } from './facet-snapshot';
import { pickPage, prepareOrders } from './snapshot-pages';
import { categoryOf, toProductDto, toProductDtoOne, type ProductRow } from './product-dto';

const emptyAnswer = (page: number, pageSize: number): CatalogAnswer => ({
  items: [],
  total: 0,
  page,
  pageSize,
  facets: { size: [], difficult: [], labelType: [], price: { min: 0, max: 0 } },
});

/** The catalogue's version now: every committed change to products, categories or sizes raises it. */
export const catalogVersionNow = (db: Db): Promise<number> => readCatalogVersion(db);

/** A product may be shown publicly: not hidden itself, nor in a hidden category or under one. */
export function isProductVisible(index: CategoryIndex, row: ProductRow): boolean {
  return !row.isHidden && index.visibleIds.has(row.categoryId);
}

/** The product if the public may see it, null otherwise (unknown and hidden look alike). */
export async function findVisibleProduct(db: Db, id: number, version?: number): Promise<ProductRow | null> {
  const row = await findProductById(db, id);
  if (!row) return null;
  const index =
    version === undefined
      ? await getCategoryIndexCovering(db, [row.categoryId])
      : await getCategoryIndexAt(db, version);
  return isProductVisible(index, row) ? row : null;
}

/** Whether a product row exists at all, hidden or not. */
export async function productExists(db: Db, id: number): Promise<boolean> {
  return (await findProductById(db, id)) !== null;
}

/** requirements §2: a price applies only when above 0, and a reversed range is read the right way round. */
function priceRange(query: CatalogQuery): { minPrice?: number; maxPrice?: number } {
  const min = query.minPrice ? uahToKopiyky(query.minPrice) : undefined;
  const max = query.maxPrice ? uahToKopiyky(query.maxPrice) : undefined;
  if (min !== undefined && max !== undefined && min > max) return { minPrice: max, maxPrice: min };
  return { ...(min !== undefined ? { minPrice: min } : {}), ...(max !== undefined ? { maxPrice: max } : {}) };
}

/**
 * One listing page. `version`, the catalogue version read just before, makes the category
 * tree exactly as fresh as the answer's cache key (catalog-answers.ts).
 */
// Per database handle (every app and test file has its own), per catalogue version.
const facetMemos = new WeakMap<object, { version: number; lru: LRUCache<string, FacetsAndMatches> }>();

/** Facets and totals of this catalogue version by filter (repository's FacetMemo). */
function facetMemo(db: Db, version: number): FacetMemo {
  let entry = facetMemos.get(db);
  if (!entry || entry.version !== version) {
    // A new version makes every kept facet stale: start afresh.
    entry = { version, lru: new LRUCache({ max: 2000 }) };
    facetMemos.set(db, entry);
  }
  const { lru } = entry;
  const key = (f: ProductFilter) =>
    JSON.stringify([f.categoryIds, f.minPrice, f.maxPrice, f.sizes, f.difficulties, f.labels, f.search]);
  return {
    get: (f) => lru.get(key(f)),
    set: (f, value) => {
      // Only while the version is still the current one: a slow miss must not refill it.
      if (facetMemos.get(db)?.version === version) lru.set(key(f), value);
    },
  };
}

// Per database handle, the facet snapshot of the newest facet version asked for; `ready`
// stays undefined while it loads (~1 s at 100,000 products).
const snapshots = new WeakMap<object, { facetVersion: number; ready?: FacetSnapshot }>();

/**
 * The snapshot of exactly this facet version, or undefined while it loads: those requests
 * take the SQL path, which answers the same, so a staff edit in a sale never stalls the
 * listings for the second a reload takes.
 */
function facetSnapshot(db: Db, facetVersion: number): FacetSnapshot | undefined {
  const entry = snapshots.get(db);
  if (entry?.facetVersion === facetVersion) return entry.ready;
  if (!entry || entry.facetVersion < facetVersion) {
    const loading: { facetVersion: number; ready?: FacetSnapshot } = { facetVersion };
    snapshots.set(db, loading);
    loadFacetSnapshot(db, facetVersion)
      .then((snap) => {
        loading.ready = prepareOrders(snap);
      })
      .catch(() => {
        // Tried again by the next request.
        if (snapshots.get(db) === loading) snapshots.delete(db);
      });
  }
  return undefined;
}

export async function listCatalog(
  db: Db,
  query: CatalogQuery,
  versions?: CatalogVersions,
): Promise<CatalogAnswer> {
  const version = versions?.version;
  let index = version === undefined ? await getCategoryIndex(db) : await getCategoryIndexAt(db, version);
  let categoryIds = [...index.visibleIds];
  if (query.category && query.category.replace(/\//g, '') !== '') {
    let node = resolveCategoryPath(index, query.category);
    if (!node) {
      index = await getCategoryIndexNewerThan(db, 2_000);
      node = resolveCategoryPath(index, query.category);
    }
    if (!node) throw notFound('not_found');
    categoryIds = visibleSubtreeIds(node);
  }
  if (categoryIds.length === 0) return emptyAnswer(query.page, query.pageSize);

  const search = query.search?.trim().toLowerCase() || undefined;
  const filter: ProductFilter = {
    categoryIds,
    ...priceRange(query),
    ...(query.size?.length ? { sizes: [...new Set(query.size)].sort() } : {}),
    ...(query.difficult?.length ? { difficulties: [...new Set(query.difficult)].sort() } : {}),
    ...(query.labelType?.length ? { labels: [...new Set(query.labelType)].sort() } : {}),
    ...(search ? { search } : {}),
  };
  const order: ListingOrder = query.sort ?? (search ? 'relevance' : 'new');
  const snap = versions ? facetSnapshot(db, versions.facetVersion) : undefined;
  const found = await queryListing(
    db,
    filter,
    order,
    query.pageSize,
    (query.page - 1) * query.pageSize,
    version === undefined ? undefined : facetMemo(db, version),
    snap ? async (f, matched) => foldFacets(snap, f, matched) : undefined,
    snap ? async (f, o, limit, offset, matched) => pickPage(snap, f, o, limit, offset, matched) : undefined,
  );

  return {
    items: found.rows.map((row) => toProductDto(row, categoryOf(index, row.categoryId))),
    total: found.total,
    page: query.page,
    pageSize: query.pageSize,
    facets: {
      size: found.sizes,
      difficult: found.difficulties,
      labelType: found.labels,
      price: {
        min: found.price.min === null ? 0 : kopiykyToUah(found.price.min),
        max: found.price.max === null ? 0 : kopiykyToUah(found.price.max),
      },
    },
  };
}

export async function getProduct(db: Db, id: number, version?: number): Promise<Product> {
  const row = await findVisibleProduct(db, id, version);
  if (!row) throw notFound('product_not_found');
  if (version === undefined) return toProductDtoOne(db, row);
  return toProductDto(row, categoryOf(await getCategoryIndexAt(db, version), row.categoryId));
}

export const SIMILAR_DEFAULT = 8;
export const SIMILAR_MAX = 24;

export async function getSimilar(db: Db, id: number, limit: number, version?: number): Promise<Product[]> {
  const row = await findVisibleProduct(db, id, version);
  if (!row) throw notFound('product_not_found');
  const index = version === undefined ? await getCategoryIndex(db) : await getCategoryIndexAt(db, version);
  const rows = await listSimilar(db, row, [...index.visibleIds], limit);
  return rows.map((r) => toProductDto(r, categoryOf(index, r.categoryId)));
}
