import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache, isCacheableRequest, type PageCache } from './page-cache';

/**
 * The front cache in a real HTTP server, in front of a stand-in for Next that answers the way
 * Next answers a page from its page cache (its headers), and counts what reaches it.
 */
interface Page {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  gzip?: boolean;
}

let server: Server | undefined;
afterEach(() => server?.close());

async function start(cache: PageCache, pageFor: (url: string) => Page) {
  const reached: string[] = [];
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (isCacheableRequest(req, 'ua')) {
      if (cache.serve(req, res)) return;
      cache.capture(req, res);
    }
    reached.push(req.url ?? '');
    const page = pageFor(req.url ?? '');
    const body = page.body ?? `<html>${req.url} ${reached.length}</html>`;
    res.statusCode = page.status ?? 200;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    for (const [k, v] of Object.entries(
      page.headers ?? { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=60, stale-while-revalidate=1' },
    ))
      res.setHeader(k, v);
    if (page.gzip) {
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipSync(body));
    } else {
      // Streamed in two pieces, as a first render is.
      res.write(body.slice(0, 10));
      res.end(body.slice(10));
    }
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  return { base, reached };
}

describe('front page cache', () => {
  it('answers a shareable page from memory after Next rendered it once, byte for byte', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20 });
    const { base, reached } = await start(cache, () => ({}));
    const first = await fetch(`${base}/product/7`);
    const second = await fetch(`${base}/product/7`);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(first.headers.get('x-page-cache')).toBeNull();
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(reached).toEqual(['/product/7']);
  });

  it('keeps nothing Next did not mark shareable, and never a personal or navigation request', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20 });
    const { base, reached } = await start(cache, (url): Page => {
      if (url === '/dynamic') return { headers: { 'cache-control': 'private, no-store' } };
      if (url === '/cookie')
        return { headers: { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=60', 'set-cookie': 'a=b' } };
      if (url === '/missing') return { status: 404 };
      if (url === '/stale') return { headers: { 'x-nextjs-cache': 'STALE', 'cache-control': 's-maxage=60' } };
      return {};
    });
    for (const url of ['/dynamic', '/cookie', '/missing', '/stale']) {
      await fetch(`${base}${url}`);
      await fetch(`${base}${url}`);
    }
    await fetch(`${base}/catalog`, { headers: { rsc: '1' } });
    await fetch(`${base}/catalog`, { headers: { rsc: '1' } });
    await fetch(`${base}/cabinet/history`);
    await fetch(`${base}/cabinet/history`);
    expect(reached).toEqual([
      ...['/dynamic', '/cookie', '/missing', '/stale'].flatMap((u) => [u, u]),
      '/catalog',
      '/catalog',
      '/cabinet/history',
      '/cabinet/history',
    ]);
    expect(cache.stats().pages).toBe(0);
  });

  it('leaves an unprefixed address to Next for a shopper who chose Russian', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20 });
    const { base, reached } = await start(cache, () => ({}));
    await fetch(`${base}/about`);
    const ru = { headers: { cookie: 'x=1; NEXT_LOCALE=ru' } };
    await fetch(`${base}/about`, ru);
    const prefixed = await fetch(`${base}/about`, { headers: { cookie: 'NEXT_LOCALE=ua' } });
    expect(prefixed.headers.get('x-page-cache')).toBe('hit');
    expect(reached).toEqual(['/about', '/about']);
  });

  it('forgets every page when a change is announced, even one being rendered at that moment', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20 });
    let clearDuringRender = false;
    const { base, reached } = await start(cache, () => {
      if (clearDuringRender) cache.clear();
      return {};
    });
    await fetch(`${base}/`);
    cache.clear();
    expect(await (await fetch(`${base}/`)).text()).toContain(' 2<');
    clearDuringRender = true;
    await fetch(`${base}/catalog`);
    clearDuringRender = false;
    await fetch(`${base}/catalog`);
    expect(reached).toEqual(['/', '/', '/catalog', '/catalog']);
  });

  it.each([
    // Next's own cache hit: its age there is unknown, so ten seconds at most.
    { nextCache: 'HIT', cacheControl: 's-maxage=60, stale-while-revalidate=1', keptMs: 10_000 },
    // A page Next has just rendered: its whole s-maxage.
    { nextCache: 'MISS', cacheControl: 's-maxage=5, stale-while-revalidate=9', keptMs: 5_000 },
  ])(
    'keeps a page Next answered with $nextCache for $keptMs ms',
    async ({ nextCache, cacheControl, keptMs }) => {
      let clock = 1_000_000;
      const cache = createPageCache({ maxBytes: 1 << 20, now: () => clock });
      const { base, reached } = await start(cache, () => ({
        headers: { 'x-nextjs-cache': nextCache, 'cache-control': cacheControl },
      }));
      await fetch(`${base}/`);
      clock += keptMs - 1;
      await fetch(`${base}/`);
      clock += 2;
      await fetch(`${base}/`);
      expect(reached).toEqual(['/', '/']);
    },
  );

  it('gives browsers a compressed copy made once, and keeps a gzipped answer as the page itself', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20 });
    const body = `<html>${'картина '.repeat(2000)}</html>`;
    const { base, reached } = await start(cache, (url) => ({ body, gzip: url === '/zipped' }));
    await fetch(`${base}/plain`);
    const br = { headers: { 'accept-encoding': 'gzip, br' } };
    await fetch(`${base}/plain`, br); // asks for the copy, gets the page as it is meanwhile
    await new Promise((r) => setTimeout(r, 100));
    const packed = await fetch(`${base}/plain`, br);
    expect(packed.headers.get('content-encoding')).toBe('br');
    expect(Number(packed.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(body) / 10);
    expect(await packed.text()).toBe(body);

    await fetch(`${base}/zipped`, { headers: { 'accept-encoding': 'gzip' } });
    const plain = await fetch(`${base}/zipped`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(body);
    expect(reached).toEqual(['/plain', '/zipped']);
  });

  it('drops the least recently used pages beyond its size', async () => {
    const cache = createPageCache({ maxBytes: 25_000 });
    const { base, reached } = await start(cache, () => ({ body: 'x'.repeat(10_000) }));
    await fetch(`${base}/a`);
    await fetch(`${base}/b`);
    await fetch(`${base}/a`); // a is now the most recent
    await fetch(`${base}/c`); // b goes
    await fetch(`${base}/a`);
    await fetch(`${base}/b`);
    expect(reached).toEqual(['/a', '/b', '/c', '/b']);
    expect(cache.stats().bytes).toBeLessThanOrEqual(25_000);
  });
});
