import { LRUCache } from 'lru-cache';

export interface CachedLoader {
  /** The cached value of `key`, or what `load` gives (then cached for the TTL). */
  get<V>(key: string, load: () => Promise<V>): Promise<V>;
  /** How many loads ran, for tests and logs. */
  readonly loads: number;
  clear(): void;
}

/**
 * The checkout asks for the same few cities and branch lists again and again, and Nova Poshta
 * changes them a few times a day at most (it asks clients to refresh their copy daily).
 *
 * - answers stay for `ttlMs`; the least recently used go first past `max` entries;
 * - concurrent requests for one key share a single call (a burst of shoppers typing "Київ"
 *   is one request to Nova Poshta, not fifty);
 * - a failed load is not cached: the next request tries Nova Poshta again.
 */
export function createCachedLoader(options: { ttlMs: number; max: number }): CachedLoader {
  // Wrapped so that null ("no such city") can be cached too; LRUCache refuses null values.
  const cache = new LRUCache<string, { value: unknown }>({ max: options.max, ttl: options.ttlMs });
  const inFlight = new Map<string, Promise<unknown>>();
  let loads = 0;

  return {
    get<V>(key: string, load: () => Promise<V>): Promise<V> {
      const hit = cache.get(key);
      if (hit) return Promise.resolve(hit.value as V);
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<V>;
      loads += 1;
      const promise = load()
        .then((value) => {
          cache.set(key, { value });
          return value;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
    get loads() {
      return loads;
    },
    clear() {
      cache.clear();
    },
  };
}

/** Same properties in any order give the same key. */
export function cacheKey(model: string, method: string, properties: Record<string, unknown>): string {
  const sorted = Object.keys(properties)
    .sort()
    .map((name) => [name, properties[name]]);
  return `${model}.${method}:${JSON.stringify(sorted)}`;
}
