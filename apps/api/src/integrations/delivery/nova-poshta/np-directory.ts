import type {
  DeliveryCity,
  DeliveryDirectory,
  DeliveryPoint,
  DeliveryPointKind,
} from '../delivery-directory';
import { normalizeSearchText } from '../search-text';
import { cacheKey, createCachedLoader, type CachedLoader } from './np-cache';
import type { CallNovaPoshta, MethodProperties } from './np-client';
import {
  isNpRef,
  isSelectable,
  toDeliveryCity,
  toDeliveryPoint,
  TYPES_BY_KIND,
  type NpCityRow,
  type NpWarehouseRow,
} from './np-mapping';

/**
 * The checkout's city and branch pickers on Nova Poshta's live directory, in exactly the shapes
 * of the offline directory. Refs are Address.getCities `Ref` (the CityRef that getWarehouses and
 * InternetDocument.save's CityRecipient take) and Address.getWarehouses `Ref` (what
 * InternetDocument.save takes as RecipientAddress), so an order placed with them can be shipped
 * as it is. (Address.searchSettlements answers settlement refs, which neither of those takes.)
 */

const DEFAULT_CITY_LIMIT = 20;
const DEFAULT_POINT_LIMIT = 500;
/** Cities asked from Nova Poshta per search; the shop ranks these and answers the best `limit`. */
const CITY_SEARCH_ROWS = 100;
/** Kyiv has thousands of parcel lockers; pages keep each answer well inside the timeout. */
const DEFAULT_PAGE_SIZE = 500;
const MAX_PAGES = 40;
const SIX_HOURS_MS = 6 * 60 * 60 * 1000;

/**
 * Nova Poshta gives no population, so an empty query cannot be answered with "the largest
 * cities" from its data; this is that list (by population), each found by name and area.
 */
const LARGEST_CITIES: [name: string, area: string][] = [
  ['Київ', 'Київська'],
  ['Харків', 'Харківська'],
  ['Одеса', 'Одеська'],
  ['Дніпро', 'Дніпропетровська'],
  ['Львів', 'Львівська'],
  ['Запоріжжя', 'Запорізька'],
  ['Кривий Ріг', 'Дніпропетровська'],
  ['Миколаїв', 'Миколаївська'],
  ['Вінниця', 'Вінницька'],
  ['Полтава', 'Полтавська'],
];

export interface NovaPoshtaDirectoryOptions {
  callNovaPoshta: CallNovaPoshta;
  /** shared between directory instances if given; otherwise a 6-hour cache of its own */
  cache?: CachedLoader;
  /** getWarehouses page size (tests use a small one to see paging) */
  pageSize?: number;
}

function resolveLimit(limit: number | undefined, fallback: number): number {
  if (limit === undefined || Number.isNaN(limit)) return fallback;
  return Math.max(0, Math.floor(limit));
}

/** Nova Poshta spells apostrophes as ASCII ' in its names; shoppers type ʼ ’ ` as well. */
const npSearchText = (query: string): string =>
  query
    .normalize('NFC')
    .replace(/[ʼ’‘`´′]/gu, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Lower is better: exact name, then names starting with the query, then the rest Nova Poshta matched. */
function rankCity(city: DeliveryCity, query: string): number {
  const names = [normalizeSearchText(city.nameUa), normalizeSearchText(city.nameRu)];
  if (names.includes(query)) return 0;
  if (names.some((name) => name.startsWith(query))) return 1;
  return 2;
}

/** The offline directory's point search: every word must occur; "12" puts №12 first, then №12x. */
function matchPoints(points: DeliveryPoint[], query: string): DeliveryPoint[] {
  const words = normalizeSearchText(query)
    .split(' ')
    .filter(Boolean)
    .map((word) => (/^\d+$/.test(word) ? String(Number(word)) : word));
  if (!words.length) return points;
  const numeric = words.filter((word) => /^\d+$/.test(word));
  const ranked: { point: DeliveryPoint; rank: number }[] = [];
  for (const point of points) {
    const haystack = normalizeSearchText(
      `${point.nameUa} ${point.nameRu} ${point.addressUa} ${point.addressRu}`,
    );
    if (!words.every((word) => haystack.includes(word))) continue;
    const number = String(point.number);
    const rank = numeric.includes(number) ? 0 : numeric.some((word) => number.startsWith(word)) ? 1 : 2;
    ranked.push({ point, rank });
  }
  // Stable sort over a number-ordered list keeps number order within each rank.
  ranked.sort((a, b) => a.rank - b.rank);
  return ranked.map((entry) => entry.point);
}

// Callers get copies so a consumer mutating a result cannot corrupt the cache.
const copyCity = (city: DeliveryCity): DeliveryCity => ({ ...city });
const copyPoint = (point: DeliveryPoint): DeliveryPoint => ({ ...point });

export function createNovaPoshtaDirectory(
  options: NovaPoshtaDirectoryOptions,
): DeliveryDirectory & { cache: CachedLoader } {
  const { callNovaPoshta } = options;
  const cache = options.cache ?? createCachedLoader({ ttlMs: SIX_HOURS_MS, max: 5000 });
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;

  function cached<Row, V>(method: string, properties: MethodProperties, map: (rows: Row[]) => V): Promise<V> {
    return cache.get(cacheKey('Address', method, properties), async () => {
      const answer = await callNovaPoshta<Row>('Address', method, properties);
      return map(answer.data);
    });
  }

  const findCities = (query: string): Promise<DeliveryCity[]> =>
    cached<NpCityRow, DeliveryCity[]>(
      'getCities',
      { FindByString: query, Page: '1', Limit: String(CITY_SEARCH_ROWS) },
      (rows) => rows.map(toDeliveryCity),
    );

  async function largestCities(max: number): Promise<DeliveryCity[]> {
    const found = await Promise.all(
      LARGEST_CITIES.slice(0, max).map(async ([name, area]) => {
        const cities = await findCities(name);
        return cities.find((city) => city.nameUa === name && city.regionUa.startsWith(area)) ?? null;
      }),
    );
    return found.filter((city): city is DeliveryCity => city !== null);
  }

  /** Every selectable point of one warehouse type in a city, all pages, by number. */
  function warehousesOfType(cityRef: string, typeRef: string): Promise<DeliveryPoint[]> {
    const key = cacheKey('Address', 'getWarehouses', { CityRef: cityRef, TypeOfWarehouseRef: typeRef });
    return cache.get(key, async () => {
      const rows = new Map<string, NpWarehouseRow>();
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const answer = await callNovaPoshta<NpWarehouseRow>('Address', 'getWarehouses', {
          CityRef: cityRef,
          TypeOfWarehouseRef: typeRef,
          Page: String(page),
          Limit: String(pageSize),
        });
        const before = rows.size;
        for (const row of answer.data) rows.set(row.Ref, row);
        const total = Number((answer.info as { totalCount?: unknown } | null)?.totalCount);
        const complete = Number.isFinite(total) ? rows.size >= total : answer.data.length < pageSize;
        // A page that adds nothing means Nova Poshta ignored Page; stop rather than loop.
        if (complete || answer.data.length < pageSize || rows.size === before) break;
      }
      return [...rows.values()]
        .filter(isSelectable)
        .map(toDeliveryPoint)
        .filter((point): point is DeliveryPoint => point !== null && point.cityRef === cityRef);
    });
  }

  async function pointsOf(cityRef: string, kind: DeliveryPointKind): Promise<DeliveryPoint[]> {
    const lists = await Promise.all(TYPES_BY_KIND[kind].map((typeRef) => warehousesOfType(cityRef, typeRef)));
    return lists
      .flat()
      .filter((point) => point.kind === kind)
      .sort((a, b) => a.number - b.number);
  }

  return {
    cache,

    async searchCities(query, limit) {
      const max = resolveLimit(limit, DEFAULT_CITY_LIMIT);
      const normalized = normalizeSearchText(query);
      if (!normalized) return (await largestCities(max)).map(copyCity);
      const cities = await findCities(npSearchText(query));
      return cities
        .map((city) => ({ city, rank: rankCity(city, normalized) }))
        .sort(
          (a, b) =>
            a.rank - b.rank ||
            a.city.nameUa.localeCompare(b.city.nameUa, 'uk') ||
            a.city.regionUa.localeCompare(b.city.regionUa, 'uk'),
        )
        .slice(0, max)
        .map((entry) => copyCity(entry.city));
    },

    async getCity(ref) {
      if (!isNpRef(ref)) return null;
      const city = await cached<NpCityRow, DeliveryCity | null>('getCities', { Ref: ref }, (rows) => {
        const row = rows.find((candidate) => candidate.Ref === ref);
        return row ? toDeliveryCity(row) : null;
      });
      return city ? copyCity(city) : null;
    },

    async listPoints(cityRef, kind, query, limit) {
      const max = resolveLimit(limit, DEFAULT_POINT_LIMIT);
      if (!isNpRef(cityRef)) return [];
      const points = await pointsOf(cityRef, kind);
      return matchPoints(points, query ?? '')
        .slice(0, max)
        .map(copyPoint);
    },

    async getPoint(ref) {
      if (!isNpRef(ref)) return null;
      const point = await cached<NpWarehouseRow, DeliveryPoint | null>(
        'getWarehouses',
        { Ref: ref },
        (rows) => {
          // The answer is checked for the very ref: a filter Nova Poshta ignored must not hand back another point.
          const row = rows.find((candidate) => candidate.Ref === ref);
          return row && isSelectable(row) ? toDeliveryPoint(row) : null;
        },
      );
      return point ? copyPoint(point) : null;
    },
  };
}
