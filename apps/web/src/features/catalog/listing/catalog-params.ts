import {
  filterLabels,
  labels,
  productSizes,
  sortTypes,
  storableTextOf,
  type Label,
  type SortType,
} from '@kartyna/domain';

/**
 * The catalogue's state as the URL carries it (requirements §2): prices, JSON arrays of sizes,
 * difficulties and labels, search, sort and page. Pure, so the server page, the client filters
 * and the tests read and write URLs the same way.
 */
export interface CatalogParams {
  minPrice?: number;
  maxPrice?: number;
  size: string[];
  difficult: number[];
  labelType: Label[];
  search?: string;
  sort?: SortType;
  page: number;
}

export type RawSearchParams = Record<string, string | string[] | undefined>;

/**
 * Twelve cards a page (4 rows of 3 on a laptop, 6 of 2 on a phone), as most shops default to:
 * each card costs HTML, RSC payload and hydration on a cheap phone, and with 24 the listing was
 * the slowest page of the shop (docs/benchmarks.md).
 */
export const PAGE_SIZE = 12;
export const emptyParams: CatalogParams = { size: [], difficult: [], labelType: [], page: 1 };

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/**
 * A JSON array (`["30x40"]`), a bare / comma-separated value from an older link, or the same
 * key repeated, as a form without JavaScript sends its ticked boxes (`size=30x40&size=40x50`).
 */
function readList(v: string | string[] | undefined): unknown[] {
  return (Array.isArray(v) ? v : [v]).flatMap(readListValue);
}

function readListValue(v: string | undefined): unknown[] {
  const raw = v?.trim();
  if (!raw) return [];
  if (raw.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      return [];
    }
  }
  return raw.split(',').filter(Boolean);
}

const unique = <T>(list: T[]): T[] => [...new Set(list)];

/** requirements §2: a price applies only when it is greater than 0. */
export function readPrice(v: string | undefined): number | undefined {
  if (v === undefined || v.trim() === '') return undefined;
  const n = Number(v.replace(',', '.'));
  return Number.isFinite(n) && n > 0 && n <= 10_000_000 ? Math.round(n * 100) / 100 : undefined;
}

/** requirements §2: when min is greater than max the two are swapped. */
export function orderPrices(min?: number, max?: number): Pick<CatalogParams, 'minPrice' | 'maxPrice'> {
  const out: Pick<CatalogParams, 'minPrice' | 'maxPrice'> = {};
  const [lo, hi] = min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
  if (lo !== undefined) out.minPrice = lo;
  if (hi !== undefined) out.maxPrice = hi;
  return out;
}

/**
 * Reads the URL. Values the API would refuse (an unknown size, a difficulty of 7) are dropped
 * instead of failing the page, so a hand-edited or stale link still shows a listing.
 */
export function parseCatalogParams(sp: RawSearchParams): CatalogParams {
  const sizes = readList(sp.size).map((s) => String(s).trim().toLowerCase().replace(/х/g, 'x'));
  const difficulties = readList(sp.difficult).map(Number);
  const labelList = readList(sp.labelType).map((s) => String(s).trim().toLowerCase().replace(/_/g, '-'));
  const sort = first(sp.sort)?.trim().toLowerCase();
  // Sliced first: a cut through a surrogate pair leaves half of it, which the API would refuse.
  const search = storableTextOf(first(sp.search)?.trim().slice(0, 100) ?? '').trim();
  const page = Number(first(sp.page));
  return {
    ...orderPrices(readPrice(first(sp.minPrice)), readPrice(first(sp.maxPrice))),
    size: unique(sizes.filter((s) => (productSizes as readonly string[]).includes(s))),
    difficult: unique(difficulties.filter((d) => Number.isInteger(d) && d >= 1 && d <= 5)).sort(
      (a, b) => a - b,
    ),
    labelType: unique(labelList.filter((l): l is Label => (labels as readonly string[]).includes(l))),
    ...(search ? { search } : {}),
    ...(sort && (sortTypes as readonly string[]).includes(sort) ? { sort: sort as SortType } : {}),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The label the single-select radios show: the first of the filterable ones in the URL. */
export const selectedLabel = (params: CatalogParams): (typeof filterLabels)[number] | undefined =>
  filterLabels.find((l) => params.labelType.includes(l));

/** Ordered [key, value] pairs of the URL; JSON arrays as requirements §2 shows them. */
function entries(params: CatalogParams): [string, string][] {
  const out: [string, string][] = [];
  if (params.minPrice !== undefined) out.push(['minPrice', String(params.minPrice)]);
  if (params.maxPrice !== undefined) out.push(['maxPrice', String(params.maxPrice)]);
  if (params.size.length) out.push(['size', JSON.stringify(params.size)]);
  if (params.difficult.length) out.push(['difficult', JSON.stringify(params.difficult)]);
  if (params.labelType.length) out.push(['labelType', JSON.stringify(params.labelType)]);
  if (params.search) out.push(['search', params.search]);
  if (params.sort) out.push(['sort', params.sort]);
  if (params.page > 1) out.push(['page', String(params.page)]);
  return out;
}

/**
 * Keeps `[`, `]`, `,` and `"` readable, so a shared link looks like `?size=["30x40"]`; the
 * browser itself turns the quotes into %22 when it sends the request, which any reader accepts.
 */
const encodeReadable = (v: string): string =>
  encodeURIComponent(v).replace(/%5B/g, '[').replace(/%5D/g, ']').replace(/%2C/g, ',').replace(/%22/g, '"');

/** `?minPrice=100&size=["30x40"]` or '' when nothing is set. */
export function toQueryString(params: CatalogParams): string {
  const list = entries(params);
  return list.length ? `?${list.map(([k, v]) => `${k}=${encodeReadable(v)}`).join('&')}` : '';
}

/**
 * The API's GET /products query for the URL's state, the category aside: the listing's fetch
 * (lib/api/shop-data.ts) adds the category and is tagged by it.
 */
export function toApiQuery(params: CatalogParams, pageSize = PAGE_SIZE): [string, string][] {
  return [...entries(params), ['pageSize', String(pageSize)]];
}

/** Any filter change goes back to page 1: the old page number may not exist any more. */
export const withChange = (params: CatalogParams, change: Partial<CatalogParams>): CatalogParams => ({
  ...params,
  page: 1,
  ...change,
});

/** requirements §2: changing the category drops page, labelType and search (the rest is kept). */
export const forCategoryChange = (params: CatalogParams): CatalogParams => {
  const { search: _search, ...rest } = params;
  return { ...rest, labelType: [], page: 1 };
};

/** Everything but the filters the sidebar sets: a reset keeps the sort and the search. */
export const clearedFilters = (p: CatalogParams): CatalogParams => ({
  size: [],
  difficult: [],
  labelType: [],
  page: 1,
  ...(p.sort ? { sort: p.sort } : {}),
  ...(p.search ? { search: p.search } : {}),
});

/** Whether any filter narrows the listing (for "reset" and the empty state). */
export const hasFilters = (p: CatalogParams): boolean =>
  p.minPrice !== undefined ||
  p.maxPrice !== undefined ||
  p.size.length > 0 ||
  p.difficult.length > 0 ||
  p.labelType.length > 0 ||
  Boolean(p.search);

/** Page numbers to link, with null for a gap: 1 … 4 5 6 … 12. */
export function pageList(current: number, last: number): (number | null)[] {
  if (last <= 7) return Array.from({ length: last }, (_, i) => i + 1);
  const around = [current - 1, current, current + 1].filter((p) => p > 1 && p < last);
  const pages = [1, ...around, last];
  if (current <= 3) pages.splice(1, 0, 2, 3, 4);
  if (current >= last - 2) pages.splice(pages.length - 1, 0, last - 3, last - 2, last - 1);
  const sorted = unique(pages.filter((p) => p >= 1 && p <= last)).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(null);
    out.push(p);
  });
  return out;
}
