import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { isCacheableRequest, type PageCache } from './page-cache';
import type { PageTags } from './page-tags';

/**
 * The front cache in a real HTTP server, in front of a stand-in for Next that answers the way
 * Next answers a page from its page cache (its headers), and counts what reaches it. The same
 * order as src/server/main.ts: this process's cache, the shared one, then Next.
 */
export interface Page {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  gzip?: boolean;
  /** bytes sent as they are, labelled gzip (a broken stream) */
  brokenGzip?: Buffer;
  /** the page's cache tags as Next would note them; null: Next did not say */
  tags?: string[] | null;
}

/** A stand-in's tags: what a product page or a listing of the shop would carry. */
function tagsOf(url: string): string[] {
  const product = /^\/product\/(\d+)/.exec(url);
  if (product) return ['_N_T_/layout', 'catalog', 'content', `product:${product[1]}`];
  if (url.startsWith('/catalog')) return ['catalog', 'content', 'listing:'];
  return ['catalog', 'content'];
}

const servers: Server[] = [];
export const closeStandIns = () => {
  for (const server of servers.splice(0)) server.close();
};

export async function standIn(cache: PageCache, pageFor: (url: string) => Page) {
  const reached: string[] = [];
  const next = (req: IncomingMessage, res: ServerResponse, noted: PageTags) => {
    const page = pageFor(req.url ?? '');
    reached.push(req.url ?? '');
    // As Next's page cache notes them while it renders or reads the page.
    if (page.tags !== null) noted.tags = page.tags ?? tagsOf(req.url ?? '');
    const body = page.body ?? `<html>${req.url} ${reached.length}</html>`;
    res.statusCode = page.status ?? 200;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    for (const [k, v] of Object.entries(
      page.headers ?? { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=60, stale-while-revalidate=1' },
    ))
      res.setHeader(k, v);
    if (page.brokenGzip) {
      res.setHeader('content-encoding', 'gzip');
      res.end(page.brokenGzip);
    } else if (page.gzip) {
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipSync(body));
    } else {
      // Streamed in two pieces, as a first render is.
      res.write(body.slice(0, 10));
      res.end(body.slice(10));
    }
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const noted: PageTags = {};
    if (!isCacheableRequest(req, 'ua')) return next(req, res, noted);
    if (cache.serve(req, res)) return;
    void cache.serveShared(req, res).then((served) => {
      if (served) return;
      cache.capture(req, res, noted);
      next(req, res, noted);
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, reached };
}
