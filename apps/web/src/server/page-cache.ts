import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompress, constants as zlib, gunzipSync, gzip } from 'node:zlib';
import type { PageTags } from './page-tags';

/**
 * The storefront's front page cache (issue #15): public pages that Next.js has rendered into its
 * page cache (ISR) are kept here as the bytes it sent, and answered before Next's router, its
 * proxy and its cache lookup run. A page costs then what writing its bytes costs; compressed
 * copies are made once per page, not per request as Next's own compression does.
 *
 * Only what Next itself marked shareable goes in: a 200 with `x-nextjs-cache` (a page of the
 * page cache), `s-maxage` (kept no longer than that; see NEXT_HIT_SECONDS), no cookie set. Only plain document GETs
 * come out: no RSC navigation, no API, no personal route, and never an unprefixed address for a
 * shopper whose remembered language is not the default (the proxy redirects those).
 *
 * Each page is kept with its cache tags (page-tags.ts; a page whose tags Next did not say is not
 * kept), and `expire(tags)` drops exactly the pages carrying one of them when the API announces a
 * change (app/api/storefront-cache), at the same moment Next's own tags expire (issue #23): a
 * product that sold out takes its pages and its listings along, and nothing else.
 */
export interface PageCacheOptions {
  /** bytes of pages kept, compressed copies included; least recently used out first */
  maxBytes: number;
  now?: () => number;
}

interface Entry {
  tags: ReadonlySet<string>;
  headers: OutgoingHttpHeaders;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  expires: number;
  bytes: number;
  pending?: { gzip?: boolean; br?: boolean };
}

const uncachedPrefixes = ['/api/', '/_next/', '/admin', '/cabinet', '/ru/cabinet', '/login', '/ru/login'];
// Per-hop or per-answer headers: written afresh for every answer from the cache.
const dropped = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
]);

export const PAGE_CACHE_HEADER = 'x-page-cache';
/**
 * A page Next answered from its own cache may already be nearly `s-maxage` old there, and Next
 * does not say how old: kept this long at most, so a change nobody announced shows within
 * `s-maxage` plus this. A page Next has just rendered is kept its whole `s-maxage`.
 */
export const NEXT_HIT_SECONDS = 10;

function sMaxAge(cacheControl: unknown): number | null {
  if (typeof cacheControl !== 'string' || /private|no-store/.test(cacheControl)) return null;
  const match = /s-maxage=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : null;
}

/** Whether this request may be answered from (and fill) the cache at all. */
export function isCacheableRequest(req: IncomingMessage, defaultLocale: string): boolean {
  if (req.method !== 'GET' || !req.url) return false;
  const path = req.url.split('?', 1)[0] ?? '';
  if (uncachedPrefixes.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`)))
    return false;
  if (/\.[a-z0-9]+$/i.test(path) || req.url.includes('_rsc=')) return false;
  const h = req.headers;
  if (h.rsc || h['next-router-prefetch'] || h['next-router-state-tree'] || h['next-action']) return false;
  // A remembered language other than the default turns an unprefixed address into a redirect.
  const remembered = /(?:^|;\s*)NEXT_LOCALE=([^;]*)/.exec(h.cookie ?? '')?.[1];
  return !remembered || remembered === defaultLocale || /^\/[a-z]{2}(?:\/|$)/.test(path);
}

function wantedEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

export function createPageCache({ maxBytes, now = Date.now }: PageCacheOptions) {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recent.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // A page rendered while a change of one of its tags was announced must not be stored after it:
  // each expiry is a tick of this clock, remembered per tag (the oldest forgotten, as no render
  // lasts that long).
  let clock = 0;
  const expiredAt = new Map<string, number>();
  const EXPIRIES_KEPT = 10_000;
  const expiredSince = (tags: Iterable<string>, tick: number) => {
    for (const tag of tags) if ((expiredAt.get(tag) ?? 0) > tick) return true;
    return false;
  };

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const grow = (entry: Entry, extra: number) => {
    entry.bytes += extra;
    bytes += extra;
    for (const key of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(key);
    }
  };

  function store(
    key: string,
    tags: ReadonlySet<string>,
    headers: OutgoingHttpHeaders,
    body: Buffer,
    encoding: unknown,
    ttl: number,
  ) {
    let identity = body;
    if (encoding === 'gzip') {
      try {
        identity = gunzipSync(body);
      } catch {
        return;
      }
    }
    remove(key);
    const entry: Entry = { tags, headers, identity, expires: now() + ttl * 1000, bytes: 0 };
    if (encoding === 'gzip') entry.gzip = body;
    entries.set(key, entry);
    grow(entry, identity.length + (entry.gzip?.length ?? 0) + key.length);
  }

  /**
   * A compressed copy is made the first time a browser asks for one (pages asked for once, like
   * most of a big catalogue's products, are never compressed); until it is ready, the page goes
   * out as it is.
   */
  function compress(key: string, entry: Entry, kind: 'gzip' | 'br') {
    entry.pending = { ...entry.pending, [kind]: true };
    const keep = (error: Error | null, packed: Buffer) => {
      if (error || entries.get(key) !== entry) return;
      entry[kind] = packed;
      grow(entry, packed.length);
    };
    if (kind === 'gzip') gzip(entry.identity, { level: 6 }, keep);
    else
      brotliCompress(
        entry.identity,
        { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.identity.length } },
        keep,
      );
  }

  return {
    /** Answers from the cache and returns true, or returns false and leaves `res` untouched. */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      const key = req.url ?? '';
      const entry = entries.get(key);
      if (!entry) return false;
      if (entry.expires <= now()) {
        remove(key);
        return false;
      }
      entries.delete(key);
      entries.set(key, entry);
      const wanted = wantedEncoding(req.headers['accept-encoding']);
      if (wanted && !entry[wanted] && !entry.pending?.[wanted]) compress(key, entry, wanted);
      const packed = wanted ? entry[wanted] : undefined;
      const encoding = packed ? wanted : null;
      const body = packed ?? entry.identity;
      res.writeHead(200, {
        ...entry.headers,
        'x-nextjs-cache': 'HIT',
        [PAGE_CACHE_HEADER]: 'hit',
        'content-length': body.length,
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      res.end(body);
      return true;
    },

    /**
     * Lets Next answer `req` and keeps its answer if Next marked it shareable: the bytes as sent,
     * and the page itself when Next gzipped them for this browser, under the tags `page` holds
     * once Next has answered (filled while Next renders, see page-tags.ts).
     */
    capture(req: IncomingMessage, res: ServerResponse, page: PageTags): void {
      const key = req.url ?? '';
      const born = clock;
      const chunks: Buffer[] = [];
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      const keep = (chunk: unknown, encoding?: unknown) => {
        if (typeof chunk === 'string') {
          chunks.push(
            Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
          );
        } else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
      };
      res.write = ((...args: unknown[]) => {
        keep(args[0], args[1]);
        return write(...args);
      }) as typeof res.write;
      res.end = ((...args: unknown[]) => {
        if (args[0] !== undefined && typeof args[0] !== 'function') keep(args[0], args[1]);
        const maxAge = sMaxAge(res.getHeader('cache-control'));
        const nextCache = res.getHeader('x-nextjs-cache');
        const ttl = maxAge !== null && nextCache !== 'MISS' ? Math.min(maxAge, NEXT_HIT_SECONDS) : maxAge;
        const encoding = res.getHeader('content-encoding');
        const tags = page.tags && new Set(page.tags);
        if (
          tags &&
          !expiredSince(tags, born) &&
          res.statusCode === 200 &&
          ttl !== null &&
          ttl > 0 &&
          nextCache !== undefined &&
          nextCache !== 'STALE' &&
          res.getHeader('set-cookie') === undefined &&
          (encoding === undefined || encoding === 'gzip')
        ) {
          const headers: OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(res.getHeaders())) {
            if (!dropped.has(name) && value !== undefined) headers[name] = value;
          }
          store(key, tags, headers, Buffer.concat(chunks), encoding, ttl);
        }
        return end(...args);
      }) as typeof res.end;
    },

    /**
     * Forgets every page carrying one of `tags` (a change was announced); pages with one of them
     * being rendered now are not kept.
     */
    expire(tags: readonly string[]): void {
      clock += 1;
      for (const tag of tags) {
        expiredAt.delete(tag);
        expiredAt.set(tag, clock);
      }
      while (expiredAt.size > EXPIRIES_KEPT) expiredAt.delete(expiredAt.keys().next().value as string);
      for (const [key, entry] of entries) {
        if (tags.some((tag) => entry.tags.has(tag))) remove(key);
      }
    },

    stats: () => ({ pages: entries.size, bytes }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
