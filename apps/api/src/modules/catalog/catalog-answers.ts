import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';
import { catalogAnswerSchema, productSchema, type CatalogQuery } from '@kartyna/domain';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { readCatalogVersions, type CatalogVersions } from './catalog-version-repository';
import { getProduct, getSimilar, listCatalog } from './catalog-service';
import { freshRead } from './fresh-read';

/**
 * The public catalogue's answers as JSON text, cached per catalogue version (issue #15).
 *
 * Every request reads the version first (one primary-key row, a read shared with the requests
 * that arrived while another was under way: fresh-read.ts) and looks its answer up under that version; the database work after it sees at least that version, so an answer is never
 * older than its key. Any committed change to products, categories or sizes raises the
 * version (a trigger), so the very next request misses and recomputes: no TTL, no stale price
 * or stock, in every API process at once. Checkout never reads this cache.
 *
 * Two layers: an LRU in this process, then Redis when configured (shared by every process,
 * so one computes and the others read). Concurrent misses of one key compute once.
 */
export interface CatalogAnswers {
  listing(query: CatalogQuery): Promise<string>;
  product(id: number): Promise<string>;
  similar(id: number, limit: number): Promise<string>;
  /** drops this process's entries (a NOTIFY said the catalogue changed) */
  clear(): void;
  stats(): { hits: number; misses: number; size: number };
}

/** Answers kept in Redis this long; older versions' keys are never asked for again. */
const REDIS_TTL_SECONDS = 600;
const REDIS_PREFIX = 'kartyna:catalog:';
const similarAnswerSchema = z.array(productSchema);

/** A query in one spelling: keys sorted, the multi-select lists sorted and deduplicated. */
export function canonicalQuery(query: CatalogQuery): string {
  const entries = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => [k, Array.isArray(v) ? [...new Set(v as unknown[])].sort() : v] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

export function createCatalogAnswers(
  db: Db,
  options: { redis?: Redis; maxEntries?: number } = {},
): CatalogAnswers {
  const { redis } = options;
  // Answers are 5-30 KB; 2,000 of them stay within ~40 MB.
  const lru = new LRUCache<string, string>({ max: options.maxEntries ?? 2000 });
  const inFlight = new Map<string, Promise<string>>();
  let hits = 0;
  let misses = 0;
  // Concurrent requests share version reads, each still seeing every change committed before it.
  const readVersions = freshRead(() => readCatalogVersions(db));

  async function fromRedis(key: string): Promise<string | undefined> {
    if (!redis) return undefined;
    try {
      return (await redis.get(REDIS_PREFIX + key)) ?? undefined;
    } catch {
      // Redis down: the database answers; the cache resumes when Redis is back.
      return undefined;
    }
  }

  async function cached(
    key: string,
    compute: (versions: CatalogVersions) => Promise<string>,
  ): Promise<string> {
    const versions = await readVersions();
    const { version } = versions;
    const full = `${version}|${key}`;
    const hit = lru.get(full);
    if (hit !== undefined) {
      hits += 1;
      return hit;
    }
    let job = inFlight.get(full);
    if (!job) {
      misses += 1;
      job = (async () => {
        const shared = await fromRedis(full);
        if (shared !== undefined) return shared;
        const text = await compute(versions);
        redis?.set(REDIS_PREFIX + full, text, 'EX', REDIS_TTL_SECONDS).catch(() => undefined);
        return text;
      })();
      inFlight.set(full, job);
      job
        .then((text) => lru.set(full, text))
        .catch(() => undefined)
        .finally(() => inFlight.delete(full));
    }
    return job;
  }

  return {
    listing: (query) =>
      cached(`l:${canonicalQuery(query)}`, async (versions) =>
        JSON.stringify(z.encode(catalogAnswerSchema, await listCatalog(db, query, versions))),
      ),
    product: (id) =>
      cached(`p:${id}`, async (versions) =>
        JSON.stringify(z.encode(productSchema, await getProduct(db, id, versions.version))),
      ),
    similar: (id, limit) =>
      cached(`s:${id}:${limit}`, async (versions) =>
        JSON.stringify(z.encode(similarAnswerSchema, await getSimilar(db, id, limit, versions.version))),
      ),
    clear: () => lru.clear(),
    stats: () => ({ hits, misses, size: lru.size }),
  };
}
