import { signStorefrontCall, STOREFRONT_SIGNATURE_HEADER } from '@kartyna/domain';
import { expect, test } from '@playwright/test';
import { registerUser } from './support/account-kit';
import { findProduct } from './support/catalog-kit';
import { expectCached } from './support/page-cache-kit';

// Issue #15: what the storefront's page cache keeps, for whom, and who may expire it.

test('a product nobody has is answered 404 each time and never kept', async ({ request }) => {
  for (let i = 0; i < 3; i += 1) {
    const missing = await request.get('/product/1999999999');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['x-page-cache']).toBeUndefined();
    // Not kept by Next's page cache either (page-cache-handler.ts): rendered anew, never a HIT.
    expect(missing.headers()['x-nextjs-cache']).not.toBe('HIT');
  }
});

test('a cached page is the same for everyone: a signed-in shopper gets the very page a guest gets', async ({
  request,
  browser,
}) => {
  const context = await browser.newContext();
  const user = await registerUser(context.request, 'cached-page'); // the context now holds the session
  expect((await context.cookies()).some((c) => c.name === 'access_token')).toBe(true);
  const anonymous = await expectCached(request, '/about');
  const theirs = await context.request.get('/about');
  // Served from the cache (not rendered with their cookies), byte for byte what the guest got.
  expect(theirs.headers()['x-page-cache']).toBe('hit');
  expect(await theirs.text()).toBe(anonymous);
  expect(anonymous).not.toContain(user.mail);
  // Their own page stays per request: the cabinet is rendered with their session, never cached.
  const cabinet = await context.request.get('/cabinet/personal', { maxRedirects: 0 });
  expect(cabinet.status()).toBe(200);
  expect(cabinet.headers()['cache-control']).toContain('no-store');
  expect(cabinet.headers()['x-nextjs-cache']).toBeUndefined();
  expect(cabinet.headers()['x-page-cache']).toBeUndefined();
  await context.close();
});

test('only the API can expire pages: strangers get 401, a malformed call 400, and a page stays cached', async ({
  request,
}) => {
  const secret = process.env.E2E_STOREFRONT_SECRET ?? '';
  expect(secret, 'the run’s storefront secret').not.toBe('');
  await expectCached(request, '/about');
  const call = (data: string, signature?: string) =>
    request.post('/api/storefront-cache', {
      headers: {
        'content-type': 'application/json',
        ...(signature ? { [STOREFRONT_SIGNATURE_HEADER]: signature } : {}),
      },
      // bytes as they are: a string that is not JSON would be encoded by Playwright first
      data: Buffer.from(data),
    });
  const body = JSON.stringify({ tags: ['content'] });
  const refused = [
    await call(body),
    await call(body, await signStorefrontCall('not-the-secret-not-the-secret-00', body)),
    await call(body, await signStorefrontCall(secret, body, Date.now() - 10 * 60 * 1000)),
    await call(JSON.stringify({ tags: ['catalog'] }), await signStorefrontCall(secret, body)),
  ];
  for (const answer of refused) {
    expect(answer.status()).toBe(401);
    expect(await answer.json()).toEqual({ message: 'unauthorized', statusCode: 401 });
  }
  for (const bad of ['{"tags":["orders"]}', '{"tags":[]}', 'not json', '{"tags":["content"],"version":-1}']) {
    const answer = await call(bad, await signStorefrontCall(secret, bad));
    expect(answer.status(), bad).toBe(400);
    expect(await answer.json()).toEqual({ message: 'invalid_data', statusCode: 400 });
  }
  // None of that touched the cache.
  expect((await request.get('/about')).headers()['x-page-cache']).toBe('hit');
  // The API's own call does: Next renders the page afresh, and the front cache let it.
  const ok = await call(body, await signStorefrontCall(secret, body));
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toEqual({ expired: ['content'] });
  const after = await request.get('/about');
  expect(after.headers()['x-page-cache']).toBeUndefined();
  expect(after.headers()['x-nextjs-cache']).not.toBe('HIT');
});

test('a picture is optimised once: the next request for it comes from the image cache', async ({
  request,
}) => {
  const product = await findProduct(request, (p) => p.images.length > 0);
  const url = `/_next/image?url=${encodeURIComponent(product.images[0] ?? '')}&w=640&q=75`;
  const headers = { accept: 'image/webp,image/*' };
  const first = await request.get(url, { headers });
  expect(first.status()).toBe(200);
  expect(first.headers()['content-type']).toBe('image/webp');
  // Re-encoding a picture costs 50–200 ms of CPU; the optimiser keeps the result on disk.
  const again = await request.get(url, { headers });
  expect(again.headers()['x-nextjs-cache']).toBe('HIT');
  expect((await again.body()).equals(await first.body())).toBe(true);
});
