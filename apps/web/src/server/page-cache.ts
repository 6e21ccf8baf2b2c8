import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompress, constants as zlib, gunzip, gunzipSync, gzip } from 'node:zlib';
import { perAnswerHeaders, sMaxAge, wantedEncoding } from './page-request';
import type { PageTags } from './page-tags';
import type { SharedPages } from './shared-pages';

export { isCacheableRequest } from './page-request';

/**
 * The storefront's front page cache (issue #15): public pages that Next.js has rendered into its
 * page cache (ISR) are kept here compressed, and answered before Next's router, its proxy and its
 * cache lookup run. A page costs then what writing its bytes costs; compressed copies are made
 * once per page, not per request as Next's own compression does.
 *
 * Only what Next itself marked shareable goes in: a 200 with `x-nextjs-cache` (a page of the
 * page cache), `s-maxage` (kept no longer than that; see NEXT_HIT_SECONDS), no cookie set. Only
 * plain document GETs come out: no RSC navigation, no API, no personal route, and never an
 * unprefixed address for a shopper whose remembered language is not the default.
 *
 * Each page is kept with its cache tags (page-tags.ts; a page whose tags Next did not say is not
 * kept), and `expire(tags)` drops exactly the pages carrying one of them when the API announces a
 * change (app/api/storefront-cache), at the same moment Next's own tags expire (issue #23).
 * With `shared` (Redis), pages one storefront rendered are answered by every other one too.
 */
export interface PageCacheOptions {
  /** bytes of pages kept (compressed; a page is 5-10 times smaller so); least recent out first */
  maxBytes: number;
  now?: () => number;
  shared?: SharedPages;
}

interface Entry {
  tags: ReadonlySet<string>;
  headers: OutgoingHttpHeaders;
  /** the page as Next sent it, kept only until its gzip copy is made */
  identity?: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  renderedAt: number;
  expires: number;
  bytes: number;
  pending?: { gzip?: boolean; br?: boolean };
}

export const PAGE_CACHE_HEADER = 'x-page-cache';
/**
 * A page Next answered from its own cache may already be nearly `s-maxage` old there, and Next
 * does not say how old: kept this long at most, so a change nobody announced shows within
 * `s-maxage` plus this. A page Next has just rendered is kept its whole `s-maxage`.
 */
export const NEXT_HIT_SECONDS = 10;
/** Expiries remembered for pages still being rendered (no render spans this many). */
const EXPIRIES_KEPT = 10_000;

export function createPageCache({ maxBytes, now = Date.now, shared }: PageCacheOptions) {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recent.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // A page rendered while a change of one of its tags was announced must not be stored after
  // it: each expiry is a tick of this clock, remembered per tag.
  let clock = 0;
  const expiredAt = new Map<string, number>();
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
  const resize = (entry: Entry) => {
    const size = (entry.identity?.length ?? 0) + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0);
    bytes += size - entry.bytes;
    entry.bytes = size;
    for (const key of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(key);
    }
  };
  const insert = (key: string, entry: Entry) => {
    remove(key);
    entries.set(key, entry);
    resize(entry);
  };

  /** Once a page has its gzip copy: the identity goes, and the other storefronts get it. */
  const gzipped = (key: string, entry: Entry, packed: Buffer, share: boolean) => {
    entry.gzip = packed;
    entry.identity = undefined;
    if (entries.get(key) === entry) resize(entry);
    if (share && shared) {
      shared.put(key, {
        tags: [...entry.tags],
        headers: entry.headers,
        gzip: packed,
        renderedAt: entry.renderedAt,
        expires: entry.expires,
      });
    }
  };

  /** A brotli copy, made the first time a browser asks for one (a page asked once never pays). */
  function makeBr(key: string, entry: Entry) {
    entry.pending = { ...entry.pending, br: true };
    const compress = (identity: Buffer) =>
      brotliCompress(
        identity,
        { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } },
        (error, packed) => {
          if (error || entries.get(key) !== entry) return;
          entry.br = packed;
          resize(entry);
        },
      );
    if (entry.identity) compress(entry.identity);
    else if (entry.gzip) gunzip(entry.gzip, (error, identity) => !error && compress(identity));
  }

  /** Identity bytes for a client that takes no compression; undefined if the stored copy is broken. */
  function identityOf(entry: Entry): Buffer | undefined {
    if (entry.identity) return entry.identity;
    try {
      return entry.gzip && gunzipSync(entry.gzip);
    } catch {
      return undefined;
    }
  }

  /** Answers from `entry`; false (nothing written) when it cannot be read: Next answers instead. */
  function send(req: IncomingMessage, res: ServerResponse, key: string, entry: Entry, source: string) {
    const wanted = wantedEncoding(req.headers['accept-encoding']);
    if (wanted === 'br' && !entry.br && !entry.pending?.br) makeBr(key, entry);
    // A browser that takes brotli takes gzip too; a client that takes neither is rare (a bot).
    const [body, encoding] =
      wanted === 'br' && entry.br
        ? [entry.br, 'br']
        : wanted && entry.gzip
          ? [entry.gzip, 'gzip']
          : [identityOf(entry), null];
    if (!body) {
      remove(key);
      return false;
    }
    res.writeHead(200, {
      ...entry.headers,
      'x-nextjs-cache': 'HIT',
      [PAGE_CACHE_HEADER]: source,
      'content-length': body.length,
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(body);
    return true;
  }

  function store(key: string, page: Omit<Entry, 'bytes'>, share: boolean) {
    const entry: Entry = { ...page, bytes: 0 };
    insert(key, entry);
    if (entry.gzip) {
      gzipped(key, entry, entry.gzip, share);
    } else if (entry.identity) {
      entry.pending = { gzip: true };
      gzip(entry.identity, { level: 6 }, (error, packed) => {
        if (!error) gzipped(key, entry, packed, share);
      });
    }
  }

  return {
    /** Answers from this process's cache and returns true, or returns false and leaves `res` untouched. */
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
      return send(req, res, key, entry, 'hit');
    },

    /**
     * Answers from the storefronts' shared cache (a page another one rendered) and keeps the page
     * here too; false when it has none, or none newer than a change of its tags announced since.
     */
    async serveShared(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      const key = req.url ?? '';
      const tick = clock;
      const page = shared ? await shared.get(key) : undefined;
      if (!page || page.expires <= now() || expiredSince(page.tags, tick)) return false;
      store(key, { ...page, tags: new Set(page.tags) }, false);
      const entry = entries.get(key);
      if (!entry) return false;
      return send(req, res, key, entry, 'shared');
    },

    /**
     * Lets Next answer `req` and keeps its answer if Next marked it shareable: the bytes as sent,
     * and the page itself when Next gzipped them for this browser, under the tags `page` holds
     * once Next has answered (filled while Next renders, see page-tags.ts).
     */
    capture(req: IncomingMessage, res: ServerResponse, page: PageTags): void {
      const key = req.url ?? '';
      const born = clock;
      const renderedAt = now();
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
            if (!perAnswerHeaders.has(name) && value !== undefined) headers[name] = value;
          }
          // Next's gzip is kept as it is: inflating it again only to look would cost a first render
          // as much as Next's compression did (an aborted answer never reaches `end`).
          const body = Buffer.concat(chunks);
          const bodies = encoding === 'gzip' ? { gzip: body } : { identity: body };
          store(key, { tags, headers, ...bodies, renderedAt, expires: now() + ttl * 1000 }, true);
        }
        return end(...args);
      }) as typeof res.end;
    },

    /**
     * Forgets every page carrying one of `tags` (a change was announced), here and in the shared
     * cache; pages with one of them being rendered now are not kept.
     */
    async expire(tags: readonly string[]): Promise<void> {
      clock += 1;
      for (const tag of tags) {
        expiredAt.delete(tag);
        expiredAt.set(tag, clock);
      }
      while (expiredAt.size > EXPIRIES_KEPT) expiredAt.delete(expiredAt.keys().next().value as string);
      for (const [key, entry] of entries) {
        if (tags.some((tag) => entry.tags.has(tag))) remove(key);
      }
      await shared?.expire(tags);
    },

    stats: () => ({ pages: entries.size, bytes }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
