import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createPageCache } from './page-cache';
import { closeStandIns, standIn } from './page-cache-test-kit';
import { createSharedPages, decodeSharedPage, encodeSharedPage } from './shared-pages';

/**
 * Several storefronts behind a load balancer share what they render through Redis (issue #23):
 * a page rendered once for all of them, expired once for all of them. Runs when TEST_REDIS_URL
 * points at a Redis server (vitest.config.ts leaves this file out otherwise).
 */
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const opened: { close(): Promise<void> }[] = [];
afterEach(closeStandIns);
afterAll(async () => Promise.all(opened.map((s) => s.close())));

/** Two storefronts on one Redis, each with its own memory; product ids unique to this run. */
async function twoStorefronts() {
  const run = randomBytes(4).readUInt32BE(0) % 1_000_000;
  const [a, b] = [createSharedPages(redisUrl), createSharedPages(redisUrl)];
  opened.push(a, b);
  await Promise.all([a.whenReady(), b.whenReady()]);
  const first = createPageCache({ maxBytes: 1 << 20, shared: a });
  const second = createPageCache({ maxBytes: 1 << 20, shared: b });
  const pages = { first: await standIn(first, () => ({})), second: await standIn(second, () => ({})) };
  // A page is shared once its compressed copy is made, in the background: wait until it is there.
  const shared = (path: string) =>
    vi.waitFor(async () => expect(await a.get(path)).toBeDefined(), { timeout: 5000, interval: 20 });
  return { first, second, pages, shared, url: (id: number) => `/product/${run * 10 + id}` };
}

describe('pages shared by several storefronts through Redis', () => {
  it('renders a page once between two storefronts and expires it once for both', async () => {
    const { first, pages, shared, url } = await twoStorefronts();
    const rendered = await (await fetch(`${pages.first.base}${url(1)}`)).text();
    await shared(url(1));
    const fromOther = await fetch(`${pages.second.base}${url(1)}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(fromOther.headers.get('x-page-cache')).toBe('shared');
    expect(await fromOther.text()).toBe(rendered);
    const again = await fetch(`${pages.second.base}${url(1)}`);
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(pages.second.reached).toEqual([]);

    // The product sold out; the API told the first storefront. The second one's own copy is told
    // by the API too; a third storefront (empty memory) must not get the old page from Redis.
    const id = Number(url(1).split('/').pop());
    await first.expire([`product:${id}`]);
    const sharedOfThird = createSharedPages(redisUrl);
    opened.push(sharedOfThird);
    await sharedOfThird.whenReady();
    const third = createPageCache({ maxBytes: 1 << 20, shared: sharedOfThird });
    const pagesOfThird = await standIn(third, () => ({}));
    const fresh = await fetch(`${pagesOfThird.base}${url(1)}`);
    expect(fresh.headers.get('x-page-cache')).toBeNull();
    expect(pagesOfThird.reached).toEqual([url(1)]);
  });

  it('leaves pages of other products shared after an expiry', async () => {
    const { first, pages, shared, url } = await twoStorefronts();
    await fetch(`${pages.first.base}${url(2)}`);
    await fetch(`${pages.first.base}${url(3)}`);
    await shared(url(2));
    await shared(url(3));
    await first.expire([`product:${Number(url(2).split('/').pop())}`]);
    expect((await fetch(`${pages.second.base}${url(3)}`)).headers.get('x-page-cache')).toBe('shared');
    expect((await fetch(`${pages.second.base}${url(2)}`)).headers.get('x-page-cache')).toBeNull();
    expect(pages.second.reached).toEqual([url(2)]);
  });

  it('renders as if alone when Redis does not answer', async () => {
    const down = createSharedPages('redis://127.0.0.1:9', { warn: () => undefined });
    opened.push(down);
    const cache = createPageCache({ maxBytes: 1 << 20, shared: down });
    const { base, reached } = await standIn(cache, () => ({}));
    const started = Date.now();
    expect((await fetch(`${base}/product/1`)).status).toBe(200);
    expect((await fetch(`${base}/product/1`)).headers.get('x-page-cache')).toBe('hit');
    await cache.expire(['product:1']);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(reached).toEqual(['/product/1']);
  });
});

describe('a shared page as stored', () => {
  it('reads back what was written, and nothing from garbage', () => {
    const page = {
      tags: ['catalog', 'product:1'],
      headers: { 'content-type': 'text/html' },
      gzip: Buffer.from([1, 2, 3]),
      renderedAt: 5,
      expires: 10,
    };
    expect(decodeSharedPage(encodeSharedPage(page))).toEqual(page);
    expect(decodeSharedPage(Buffer.from('nonsense'))).toBeUndefined();
  });
});
