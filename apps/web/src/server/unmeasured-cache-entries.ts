/**
 * Next's IncrementalCache.set measures every entry it stores with `JSON.stringify(entry).length`,
 * only to refuse a fetch answer over 2 MB — a check it skips when a custom cache handler is
 * configured, as ours is (next.config.ts `cacheHandler`). For a page that is the HTML (Cyrillic:
 * escaped into a new two-byte string) and its RSC buffer written out as an array of numbers: on a
 * crawler's first renders, ~1 MB of garbage and a few ms of CPU per page, measured for nothing
 * (issue #46; 9.5 % of a first render in issue #23's profile).
 *
 * While Next measures, the entry says it is `null` (a `toJSON` of its own, not enumerable, taken
 * away as soon as `set` has read it); what is stored is untouched. Only with a custom handler,
 * where the measure is never used.
 *
 * Pages are stored through a copy of the class compiled into Next's app-page runtime, which makes
 * one per request and leaves it at `globalThis.__incrementalCache`: each class is patched the first
 * time one of its caches is put there.
 */
interface Measured {
  hasCustomCacheHandler?: boolean;
}
type SetMethod = (this: Measured, key: string, data: unknown, ctx: unknown) => Promise<unknown>;

const patched = Symbol.for('kartyna.unmeasured-cache-entries');

/** Patches Next's IncrementalCache class (its `set`), once. */
export function skipEntryMeasuring(cacheClass: { prototype: object }): void {
  const proto = cacheClass.prototype as { set: SetMethod; [patched]?: true };
  if (proto[patched]) return;
  const set = proto.set;
  proto.set = function (this: Measured, key, data, ctx) {
    if (!this.hasCustomCacheHandler || typeof data !== 'object' || data === null || 'toJSON' in data) {
      return set.call(this, key, data, ctx);
    }
    Object.defineProperty(data, 'toJSON', { value: () => null, configurable: true });
    try {
      // Next measures before its first await: by the time `set` returns, it has.
      return set.call(this, key, data, ctx);
    } finally {
      delete (data as { toJSON?: unknown }).toJSON;
    }
  };
  proto[patched] = true;
}

/** Patches the class of every IncrementalCache Next makes (see above), once per class. */
export function skipEntryMeasuringOfEveryCache(): void {
  const slot = '__incrementalCache';
  const slots = globalThis as Record<string, unknown>;
  let current = slots[slot];
  Object.defineProperty(globalThis, slot, {
    configurable: true,
    get: () => current,
    set: (cache: unknown) => {
      const cacheClass = (cache as { constructor?: { prototype?: unknown } } | undefined)?.constructor;
      if (cacheClass?.prototype) skipEntryMeasuring(cacheClass as { prototype: object });
      current = cache;
    },
  });
}
