import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { skipEntryMeasuring, skipEntryMeasuringOfEveryCache } from './unmeasured-cache-entries';

const require = createRequire(import.meta.url);
// Next's own class (CommonJS); the app-page runtime compiles in a copy of the same code.
const { IncrementalCache } = require('next/dist/server/lib/incremental-cache/index.js');

/** A real IncrementalCache over a handler that records what it is given. */
function cacheWith(custom: boolean) {
  const stored: unknown[] = [];
  const Handler = class {
    async get() {
      return null;
    }
    async set(_key: string, data: unknown) {
      stored.push(data);
    }
    async revalidateTag() {}
    resetRequestCache() {}
  };
  const cache = new IncrementalCache({
    dev: false,
    minimalMode: false,
    requestHeaders: {},
    previewProps: { previewModeId: 'x', previewModeSigningKey: 'y', previewModeEncryptionKey: 'z' },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
    fetchCacheKeyPrefix: '',
    ...(custom ? { CurCacheHandler: Handler } : {}),
  });
  if (!custom) cache.cacheHandler = new Handler();
  return { cache, stored };
}

/** A page entry whose RSC buffer counts the times it is written out as JSON. */
function pageEntry() {
  const rscData = Buffer.from('0:["$","main",null,{}]');
  const toJSON = vi.spyOn(rscData, 'toJSON');
  const entry = { kind: 'APP_PAGE', html: '<html>Картина</html>', rscData, headers: {}, status: 200 };
  return { entry, toJSON };
}
const context = {
  kind: 'APP_PAGE',
  route: { kind: 'APP_PAGE', sourceRoute: '/[locale]/product/[[...id]]/page' },
  isRoutePPREnabled: false,
};

describe('skipEntryMeasuring', () => {
  skipEntryMeasuring(IncrementalCache);

  it('stores a page without writing it out as JSON when our cache handler is configured', async () => {
    const { cache, stored } = cacheWith(true);
    const { entry, toJSON } = pageEntry();
    await cache.set('/ua/product/1', entry, context);
    expect(toJSON).not.toHaveBeenCalled();
    // The very entry, as it was: no toJSON left behind to fool a later JSON.stringify.
    expect(stored).toEqual([entry]);
    expect(Object.getOwnPropertyNames(entry)).not.toContain('toJSON');
    expect(JSON.stringify(entry)).toContain('Картина');
  });

  it('leaves Next measuring where the measure counts (no cache handler of our own)', async () => {
    const { cache, stored } = cacheWith(false);
    const { entry, toJSON } = pageEntry();
    await cache.set('/ua/product/2', entry, context);
    expect(toJSON).toHaveBeenCalledTimes(1);
    expect(stored).toEqual([entry]);
  });

  it('patches once however often it is called', async () => {
    skipEntryMeasuring(IncrementalCache);
    const { cache } = cacheWith(true);
    const { entry, toJSON } = pageEntry();
    await cache.set('/ru/product/3', entry, context);
    expect(toJSON).not.toHaveBeenCalled();
  });
});

describe('skipEntryMeasuringOfEveryCache', () => {
  const slots = globalThis as Record<string, unknown>;
  const before = Object.getOwnPropertyDescriptor(globalThis, '__incrementalCache');
  afterAll(() => {
    delete slots.__incrementalCache;
    if (before) Object.defineProperty(globalThis, '__incrementalCache', before);
  });

  it('patches the class of each cache Next leaves at globalThis.__incrementalCache', async () => {
    class Copy {
      hasCustomCacheHandler = true;
      measured: number[] = [];
      async set(_key: string, data: unknown) {
        this.measured.push(JSON.stringify(data).length);
      }
    }
    skipEntryMeasuringOfEveryCache();
    const cache = new Copy();
    slots.__incrementalCache = cache;
    expect(slots.__incrementalCache).toBe(cache);
    await cache.set('/ua/product/4', pageEntry().entry);
    expect(cache.measured).toEqual(['null'.length]);
  });

  it('matches the runtime that renders pages: it measures with JSON.stringify, used only without a handler', () => {
    const runtime = readFileSync(
      require.resolve('next/dist/compiled/next-server/app-page-turbo.runtime.prod.js'),
      'utf8',
    );
    expect(runtime).toMatch(
      /let (\w)=JSON\.stringify\(\w\)\.length;if\(\w\.fetchCache&&\1>2097152&&!this\.hasCustomCacheHandler/,
    );
    expect(runtime).toContain('globalThis.__incrementalCache=');
  });
});
