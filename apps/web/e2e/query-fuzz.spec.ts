import { expect, test, type APIRequestContext } from '@playwright/test';

// Issue #48: no query string makes the storefront answer 500. Every page a shopper can reach,
// asked with what an address bar or a crafted link can carry: NUL, half a surrogate pair (as
// its UTF-8 bytes), bytes that are no UTF-8, 10 kB values, repeated and empty keys, JSON that is
// not. A client's mistake is a page (or a 4xx), never the error page with a 500.

const pages = [
  '/',
  '/catalog',
  '/catalog/kits',
  '/sale',
  '/testimonials',
  '/client-works',
  '/cart',
  '/photo-picture',
  '/login',
  '/cabinet/history',
  '/kit/abc',
  '/account/confirm-email',
  '/about',
  '/ru/catalog',
];

const keys = [
  'search',
  'page',
  'sort',
  'size',
  'difficult',
  'labelType',
  'minPrice',
  'maxPrice',
  'thank-order',
  'k',
  't',
  'token',
  'add',
];

/** Raw query values, already percent-encoded as they travel. */
const values = [
  '%00',
  'test%00',
  '%ED%A0%80', // a lone high surrogate as UTF-8 would spell it
  'x%ED%B0%80y', // a lone low surrogate
  '%FF%FE',
  '%',
  '%E0%A4%A',
  encodeURIComponent('😀'.repeat(2500)), // 10 kB of pairs
  'a'.repeat(10_000),
  encodeURIComponent('["40x50",'),
  encodeURIComponent('{"t":"post","id":1e999,"k":null}'),
  encodeURIComponent('[[[[[[[[[[]]]]]]]]]]'),
  '-1',
  '1e308',
  'NaN',
];

async function statusOf(request: APIRequestContext, url: string) {
  const res = await request.get(url, { maxRedirects: 0, failOnStatusCode: false });
  return res.status();
}

test('no query string makes a storefront page answer 500', async ({ request }) => {
  test.setTimeout(240_000);
  const failures: string[] = [];
  const ask = async (url: string) => {
    const status = await statusOf(request, url);
    if (status >= 500) failures.push(`${status} ${url.slice(0, 120)}`);
  };
  for (const value of values) {
    // Every page with every key at once, repeated and empty beside it.
    for (const path of pages) await ask(`${path}?${keys.map((k) => `${k}=${value}&${k}=&${k}`).join('&')}`);
    // The catalogue reads each key on its own: each alone, so one refusal cannot hide another.
    for (const key of keys) await ask(`/catalog?${key}=${value}`);
  }
  expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
});
