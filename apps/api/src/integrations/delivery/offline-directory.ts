import { z } from 'zod';
import type { DeliveryCity, DeliveryDirectory, DeliveryPoint, DeliveryPointKind } from './delivery-directory';
// Static import (not fs) so tsup/esbuild inline the data into the bundle and no path juggling is
// needed at runtime. Regenerate with `node scripts/delivery-directory/generate.mjs`.
import offlineData from './offline-data.json' with { type: 'json' };
import { normalizeSearchText, romanizeUkrainian } from './search-text';

const DEFAULT_CITY_LIMIT = 20;
const DEFAULT_POINT_LIMIT = 500;

const citySchema = z.object({
  ref: z.string().min(1),
  nameUa: z.string().min(1),
  nameRu: z.string().min(1),
  regionUa: z.string().min(1),
  regionRu: z.string().min(1),
  population: z.number().int().nonnegative(),
});

const pointSchema = z.object({
  ref: z.string().min(1),
  cityRef: z.string().min(1),
  kind: z.enum(['branch', 'postomat']),
  number: z.number().int().positive(),
  nameUa: z.string().min(1),
  nameRu: z.string().min(1),
  addressUa: z.string().min(1),
  addressRu: z.string().min(1),
  maxWeightKg: z.number().positive(),
  scheduleUa: z.string().min(1),
  scheduleRu: z.string().min(1),
});

const dataSchema = z.object({
  version: z.literal(1),
  cities: z.array(citySchema),
  points: z.array(pointSchema),
});

interface CityEntry {
  city: DeliveryCity;
  /** Normalised ua name, ru name and Latin romanisation. */
  keys: string[];
}

interface PointEntry {
  point: DeliveryPoint;
  numberText: string;
  haystack: string;
}

interface DirectoryIndex {
  /** Largest population first; the default order for an empty query. */
  cities: CityEntry[];
  citiesByRef: Map<string, DeliveryCity>;
  pointsByRef: Map<string, DeliveryPoint>;
  /** Keyed by `${cityRef}:${kind}`, each list ordered by number. */
  pointsByCityKind: Map<string, PointEntry[]>;
}

function buildIndex(): DirectoryIndex {
  // Validated once: a hand-edited or truncated JSON should fail loudly, not surface as an empty
  // checkout dropdown.
  const data = dataSchema.parse(offlineData);

  const citiesByRef = new Map<string, DeliveryCity>();
  const cities: CityEntry[] = [];
  for (const city of data.cities) {
    if (citiesByRef.has(city.ref)) throw new Error(`offline delivery data: duplicate city ref ${city.ref}`);
    citiesByRef.set(city.ref, city);
    const ua = normalizeSearchText(city.nameUa);
    cities.push({ city, keys: [ua, normalizeSearchText(city.nameRu), romanizeUkrainian(ua)] });
  }
  cities.sort((a, b) => b.city.population - a.city.population);

  const pointsByRef = new Map<string, DeliveryPoint>();
  const pointsByCityKind = new Map<string, PointEntry[]>();
  for (const point of data.points) {
    if (!citiesByRef.has(point.cityRef)) {
      throw new Error(`offline delivery data: point ${point.ref} refers to unknown city ${point.cityRef}`);
    }
    if (pointsByRef.has(point.ref))
      throw new Error(`offline delivery data: duplicate point ref ${point.ref}`);
    pointsByRef.set(point.ref, point);
    const key = cityKindKey(point.cityRef, point.kind);
    const list = pointsByCityKind.get(key) ?? [];
    list.push({
      point,
      numberText: String(point.number),
      // Names already embed number and address in both languages; addresses are added in case
      // the name format ever drops them.
      haystack: normalizeSearchText(`${point.nameUa} ${point.nameRu} ${point.addressUa} ${point.addressRu}`),
    });
    pointsByCityKind.set(key, list);
  }
  for (const list of pointsByCityKind.values()) list.sort((a, b) => a.point.number - b.point.number);

  return { cities, citiesByRef, pointsByRef, pointsByCityKind };
}

let cachedIndex: DirectoryIndex | undefined;

// Module-level so every directory instance (server, tests, scripts) shares one parsed copy.
function getIndex(): DirectoryIndex {
  cachedIndex ??= buildIndex();
  return cachedIndex;
}

function cityKindKey(cityRef: string, kind: DeliveryPointKind): string {
  return `${cityRef}:${kind}`;
}

function resolveLimit(limit: number | undefined, fallback: number): number {
  if (limit === undefined || Number.isNaN(limit)) return fallback;
  return Math.max(0, Math.floor(limit));
}

/** Lower is better; null means no match. */
function rankCity(entry: CityEntry, query: string): number | null {
  let best: number | null = null;
  for (const key of entry.keys) {
    let rank: number | null = null;
    if (key === query) rank = 0;
    else if (key.startsWith(query)) rank = 1;
    // Word starts rank above plain substrings: "церк" should prefer "Біла Церква" over a mid-word hit.
    else if (key.split(' ').some((word) => word.startsWith(query))) rank = 2;
    else if (key.includes(query)) rank = 3;
    if (rank !== null && (best === null || rank < best)) best = rank;
  }
  return best;
}

/** Lower is better; null means no match. Every query word must occur somewhere in the point text. */
function rankPoint(entry: PointEntry, words: string[], numericWords: string[]): number | null {
  if (!words.every((word) => entry.haystack.includes(word))) return null;
  if (numericWords.includes(entry.numberText)) return 0;
  if (numericWords.some((word) => entry.numberText.startsWith(word))) return 1;
  return 2;
}

// Callers get copies so a consumer mutating a result cannot corrupt the shared index.
const copyCity = (city: DeliveryCity): DeliveryCity => ({ ...city });
const copyPoint = (point: DeliveryPoint): DeliveryPoint => ({ ...point });

export function createOfflineDirectory(): DeliveryDirectory {
  return {
    async searchCities(query, limit) {
      const max = resolveLimit(limit, DEFAULT_CITY_LIMIT);
      const { cities } = getIndex();
      const normalized = normalizeSearchText(query);
      if (!normalized) return cities.slice(0, max).map((entry) => copyCity(entry.city));

      const matches: { entry: CityEntry; rank: number }[] = [];
      for (const entry of cities) {
        const rank = rankCity(entry, normalized);
        if (rank !== null) matches.push({ entry, rank });
      }
      // Array.prototype.sort is stable and `cities` is already by population, so ties keep that order.
      matches.sort((a, b) => a.rank - b.rank);
      return matches.slice(0, max).map((match) => copyCity(match.entry.city));
    },

    async getCity(ref) {
      const city = getIndex().citiesByRef.get(ref);
      return city ? copyCity(city) : null;
    },

    async listPoints(cityRef, kind, query, limit) {
      const max = resolveLimit(limit, DEFAULT_POINT_LIMIT);
      const list = getIndex().pointsByCityKind.get(cityKindKey(cityRef, kind)) ?? [];
      const normalized = normalizeSearchText(query ?? '');
      if (!normalized) return list.slice(0, max).map((entry) => copyPoint(entry.point));

      // Leading zeros are dropped so "012" still means №12.
      const words = normalized.split(' ').map((word) => (/^\d+$/.test(word) ? String(Number(word)) : word));
      const numericWords = words.filter((word) => /^\d+$/.test(word));
      const matches: { entry: PointEntry; rank: number }[] = [];
      for (const entry of list) {
        const rank = rankPoint(entry, words, numericWords);
        if (rank !== null) matches.push({ entry, rank });
      }
      // Stable sort over a number-ordered list keeps number order within each rank.
      matches.sort((a, b) => a.rank - b.rank);
      return matches.slice(0, max).map((match) => copyPoint(match.entry.point));
    },

    async getPoint(ref) {
      const point = getIndex().pointsByRef.get(ref);
      return point ? copyPoint(point) : null;
    },
  };
}
