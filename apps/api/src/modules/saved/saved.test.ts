import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { csrfHeader } from '@kartyna/domain';
import { ACCESS_COOKIE } from '../../http/auth-guard';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestUser, ensureCategoryPath, insertProduct } from '../../test/fixtures';

let t: TestApp;
let auth: { authorization: string };
let other: { authorization: string };
let cookieUser: { accessToken: string; csrfToken: string };
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  await ensureCategoryPath(t.db, ['kits', 'money'], ['money']);
  id.a = (await insertProduct(t.db, { nameUa: 'Перший' })).id;
  id.b = (await insertProduct(t.db, { nameUa: 'Другий', categoryPath: ['mosaik', 'flowers'] })).id;
  id.c = (await insertProduct(t.db, { nameUa: 'Третій' })).id;
  id.hidden = (await insertProduct(t.db, { isHidden: true })).id;
  id.hiddenCategory = (await insertProduct(t.db, { categoryPath: ['kits', 'money'] })).id;
  auth = (await createTestUser(t.app)).authHeader;
  other = (await createTestUser(t.app)).authHeader;
  cookieUser = await createTestUser(t.app);
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = auth) =>
  t.app.inject({ method, url: `/api/server${url}`, headers });
const savedIds = async (headers: Record<string, string> = auth) => {
  const res = await call('GET', '/products/saved', headers);
  expect(res.statusCode).toBe(200);
  return res.json().map((p: { id: number }) => p.id);
};

describe('saved products', () => {
  it('answers 401 without a token or with a bad one, never a product lookup', async () => {
    for (const [method, url] of [
      ['GET', '/products/saved'],
      ['POST', `/products/saved/${id.a}`],
      ['DELETE', `/products/saved/${id.a}`],
    ] as const) {
      for (const headers of [{}, { authorization: 'Bearer nope' }] as Record<string, string>[]) {
        const res = await call(method, url, headers);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toEqual({ message: 'unauthorized', statusCode: 401 });
      }
    }
  });

  it('starts empty', async () => {
    expect(await savedIds()).toEqual([]);
  });

  it('saves a product, answering it, and saving twice is fine', async () => {
    const first = await call('POST', `/products/saved/${id.a}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: id.a, name: { ua: 'Перший' }, price: 500, inStock: true });
    const again = await call('POST', `/products/saved/${id.a}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(id.a);
    expect(await savedIds()).toEqual([id.a]);
  });

  it('lists the latest saved first, per user', async () => {
    await call('POST', `/products/saved/${id.b}`);
    await call('POST', `/products/saved/${id.c}`);
    expect(await savedIds()).toEqual([id.c, id.b, id.a]);
    const list = (await call('GET', '/products/saved')).json();
    expect(list[1].category.path).toEqual(['mosaik', 'flowers']);
    expect(await savedIds(other)).toEqual([]);
  });

  it('answers 404 product_not_found for unknown or hidden products', async () => {
    for (const productId of [999999, id.hidden, id.hiddenCategory]) {
      const res = await call('POST', `/products/saved/${productId}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'product_not_found', statusCode: 404 });
    }
    const res = await call('DELETE', '/products/saved/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('product_not_found');
  });

  it('answers 400 invalid_data for a bad id', async () => {
    for (const bad of ['abc', '0', '-4', '2.5', '1'.repeat(30)]) {
      for (const method of ['POST', 'DELETE'] as const) {
        const res = await call(method, `/products/saved/${bad}`);
        expect(res.statusCode, `${method} ${bad}`).toBe(400);
        expect(res.json().message).toBe('invalid_data');
      }
    }
  });

  it('removes a saved product; removing it again is fine', async () => {
    const res = await call('DELETE', `/products/saved/${id.b}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: id.b });
    expect(await savedIds()).toEqual([id.c, id.a]);
    const again = await call('DELETE', `/products/saved/${id.b}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: id.b });
  });

  it('drops a product from the list once it is hidden, and lets it be removed', async () => {
    await t.db.update(products).set({ isHidden: true }).where(eq(products.id, id.c!));
    expect(await savedIds()).toEqual([id.a]);
    expect((await call('DELETE', `/products/saved/${id.c}`)).json()).toEqual({ id: id.c });
  });

  it('needs the CSRF header for a cookie-authenticated write, not for a read', async () => {
    const cookie = `${ACCESS_COOKIE}=${cookieUser.accessToken}`;
    const noCsrf = await call('POST', `/products/saved/${id.a}`, { cookie });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().message).toBe('csrf_invalid');
    const withCsrf = await call('POST', `/products/saved/${id.a}`, {
      cookie,
      [csrfHeader]: cookieUser.csrfToken,
    });
    expect(withCsrf.statusCode).toBe(200);
    expect(await savedIds({ cookie })).toEqual([id.a]);
  });
});
