import type { OutgoingHttpHeaders } from 'node:http';
import { Redis } from 'ioredis';

/**
 * The pages every storefront shares through Redis (REDIS_URL, issue #23): a page one storefront
 * rendered is answered by the others without rendering it again, and a change announced to any
 * of them expires it for all. Each storefront keeps its own copies in memory (page-cache.ts);
 * this is the tier behind them.
 *
 * A page is stored with the time its render began and its tags. An expiry writes, per tag, the
 * time it happened; a page whose render began before an expiry of one of its tags (less a margin
 * for clocks of different machines) is no longer good. Redis forgets pages at their `s-maxage`
 * and expiries once no page could predate them.
 *
 * Redis down or slow: every call gives up within TIMEOUT_MS and the storefront renders as if it
 * were alone; nothing waits on Redis for longer than that.
 */
export interface SharedPage {
  tags: string[];
  headers: OutgoingHttpHeaders;
  gzip: Buffer;
  /** ms since the epoch: when the page's render began */
  renderedAt: number;
  /** ms since the epoch: when it is no longer good */
  expires: number;
}

export interface SharedPages {
  /** Resolves once Redis is reachable, or after `timeoutMs` (pages are then not shared yet). */
  whenReady(timeoutMs?: number): Promise<void>;
  get(key: string): Promise<SharedPage | undefined>;
  /** stores in the background: a page is served whether or not it could be shared */
  put(key: string, page: SharedPage): void;
  expire(tags: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

const PAGE_PREFIX = 'kartyna:page:';
const TAG_PREFIX = 'kartyna:page-tag:';
const TIMEOUT_MS = 250;
/** Clocks of the storefronts' machines may differ by this much. */
const CLOCK_MARGIN_MS = 2000;
/** Longer than any page is kept (s-maxage is minutes). */
const EXPIRY_KEPT_MS = 24 * 60 * 60 * 1000;

/** Next's implicit tags (`_N_T_/…`) are never expired by the API: no need to look them up. */
const ownTags = (tags: readonly string[]) => tags.filter((tag) => !tag.startsWith('_N_T_'));

export function encodeSharedPage(page: SharedPage): Buffer {
  const { gzip, ...meta } = page;
  const head = Buffer.from(JSON.stringify(meta));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(head.length);
  return Buffer.concat([length, head, gzip]);
}

export function decodeSharedPage(stored: Buffer): SharedPage | undefined {
  try {
    const length = stored.readUInt32BE(0);
    const meta = JSON.parse(stored.subarray(4, 4 + length).toString()) as Omit<SharedPage, 'gzip'>;
    if (!Array.isArray(meta.tags) || typeof meta.renderedAt !== 'number') return undefined;
    return { ...meta, gzip: stored.subarray(4 + length) };
  } catch {
    return undefined;
  }
}

export function createSharedPages(
  redisUrl: string,
  log: { warn(msg: string): void } = console,
  now: () => number = Date.now,
): SharedPages {
  const redis = new Redis(redisUrl, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: TIMEOUT_MS,
    connectTimeout: 2000,
  });
  let down = false;
  redis.on('error', (err: Error) => {
    if (!down) log.warn(`[page cache] Redis unavailable, pages are not shared meanwhile: ${err.message}`);
    down = true;
  });
  redis.on('ready', () => {
    down = false;
  });
  const ready = new Promise<void>((resolve) => redis.once('ready', () => resolve()));

  return {
    whenReady: (timeoutMs = 2000) =>
      Promise.race([ready, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref())]),

    async get(key) {
      try {
        const stored = await redis.getBuffer(PAGE_PREFIX + key);
        const page = stored && decodeSharedPage(stored);
        if (!page) return undefined;
        const tags = ownTags(page.tags);
        const expiries = tags.length > 0 ? await redis.mget(tags.map((tag) => TAG_PREFIX + tag)) : [];
        const stale = expiries.some((at) => at !== null && Number(at) + CLOCK_MARGIN_MS >= page.renderedAt);
        return stale ? undefined : page;
      } catch {
        return undefined;
      }
    },

    put(key, page) {
      const ttl = page.expires - now();
      if (ttl <= 0) return;
      redis.set(PAGE_PREFIX + key, encodeSharedPage(page), 'PX', ttl).catch(() => undefined);
    },

    async expire(tags) {
      const own = ownTags(tags);
      if (own.length === 0) return;
      const at = String(now());
      const batch = redis.multi();
      for (const tag of own) batch.set(TAG_PREFIX + tag, at, 'PX', EXPIRY_KEPT_MS);
      try {
        await batch.exec();
      } catch (err) {
        log.warn(
          `[page cache] expiry not shared (pages elsewhere may stay until their time): ${(err as Error).message}`,
        );
      }
    },

    async close() {
      redis.disconnect();
    },
  };
}
