import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageCache } from './page-cache';
import { closeStandIns, standIn as start, type Page } from './page-cache-test-kit';

afterEach(closeStandIns);

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

  it("never answers a page with another request's id", async () => {
    const cache = createPageCache({ maxBytes: 1 << 20 });
    // As main.ts: the request's id is on the answer before Next writes the page.
    const headers = { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=60', 'x-request-id': 'first' };
    const { base } = await start(cache, () => ({ headers }));
    expect((await fetch(`${base}/about`)).headers.get('x-request-id')).toBe('first');
    const second = await fetch(`${base}/about`);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.headers.get('x-request-id')).toBeNull();
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

  it('forgets exactly the pages a change touches, even one being rendered at that moment', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20 });
    let expireDuringRender: string[] | null = null;
    const { base, reached } = await start(cache, () => {
      if (expireDuringRender) cache.expire(expireDuringRender);
      return {};
    });
    for (const url of ['/product/7', '/product/8', '/catalog', '/about']) await fetch(`${base}${url}`);
    // Product 7 sold out: its page and the listings go, product 8 and the about page stay.
    cache.expire(['product:7', 'listing:', 'listing:kits']);
    for (const url of ['/product/7', '/product/8', '/catalog', '/about']) await fetch(`${base}${url}`);
    expect(reached).toEqual(['/product/7', '/product/8', '/catalog', '/about', '/product/7', '/catalog']);
    expect(cache.stats().pages).toBe(4);

    // Announced while a page with that tag renders: served, not kept; another page is kept.
    reached.length = 0;
    cache.expire(['product:9']);
    expireDuringRender = ['product:9'];
    await fetch(`${base}/product/9`);
    await fetch(`${base}/product/10`);
    expireDuringRender = null;
    await fetch(`${base}/product/9`);
    await fetch(`${base}/product/10`);
    expect(reached).toEqual(['/product/9', '/product/10', '/product/9']);

    // The whole catalogue (a category edit, an import): every page showing it.
    cache.expire(['catalog']);
    expect(cache.stats().pages).toBe(0);
  });

  it('keeps no page whose tags Next did not say (it could never be expired)', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20 });
    const { base, reached } = await start(cache, () => ({ tags: null }));
    await fetch(`${base}/product/3`);
    await fetch(`${base}/product/3`);
    expect(reached).toEqual(['/product/3', '/product/3']);
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
    const first = await fetch(`${base}/plain`, br); // asks for the copy, gets the page as it is meanwhile
    expect(first.headers.get('content-encoding')).not.toBe('br');
    // The copy is made off the request; a loaded machine takes longer than any fixed pause.
    const packed = await vi.waitFor(
      async () => {
        const answer = await fetch(`${base}/plain`, br);
        expect(answer.headers.get('content-encoding')).toBe('br');
        return answer;
      },
      { timeout: 5000, interval: 20 },
    );
    expect(Number(packed.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(body) / 10);
    expect(await packed.text()).toBe(body);

    await fetch(`${base}/zipped`, { headers: { 'accept-encoding': 'gzip' } });
    const plain = await fetch(`${base}/zipped`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(body);
    expect(reached).toEqual(['/plain', '/zipped']);
  });

  it('keeps a page compressed only, and answers a client that takes no compression all the same', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20 });
    const body = `<html>${'картина '.repeat(4000)}</html>`;
    const { base } = await start(cache, () => ({ body }));
    await fetch(`${base}/about`);
    // Kept as it came until gzipped, off the request; a loaded machine takes longer than any pause.
    await vi.waitFor(() => expect(cache.stats().bytes).toBeLessThan(Buffer.byteLength(body) / 10), {
      timeout: 5000,
      interval: 10,
    });
    expect(cache.stats().pages).toBe(1);
    expect(cache.stats().bytes).toBeGreaterThan(0);
    const plain = await fetch(`${base}/about`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('x-page-cache')).toBe('hit');
    expect(await plain.text()).toBe(body);
  });

  it('lets Next answer when a kept copy cannot be read, and never fails the request', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20 });
    const { base, reached } = await start(cache, () => ({ brokenGzip: Buffer.from('not gzip at all') }));
    await fetch(`${base}/about`, { headers: { 'accept-encoding': 'gzip' } });
    const plain = await fetch(`${base}/about`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('x-page-cache')).toBeNull();
    expect(reached).toEqual(['/about', '/about']);
  });

  it('drops the least recently used pages beyond its size', async () => {
    const cache = createPageCache({ maxBytes: 20_000 });
    // Pages that do not compress: about 7,600 bytes each however they are kept.
    const { base, reached } = await start(cache, () => ({ body: randomBytes(7500).toString('base64') }));
    await fetch(`${base}/a`);
    await fetch(`${base}/b`);
    await fetch(`${base}/a`); // a is now the most recent
    await fetch(`${base}/c`); // b goes
    await fetch(`${base}/a`);
    await fetch(`${base}/b`);
    expect(reached).toEqual(['/a', '/b', '/c', '/b']);
    expect(cache.stats().bytes).toBeLessThanOrEqual(20_000);
  });
});
