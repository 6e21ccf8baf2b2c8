import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { categories, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { ensureCategoryPath, insertProduct } from '../../test/fixtures';
import type { App } from '../../types';
import { orderBody, postOrder } from '../orders/orders-test-kit';
import { readCatalogVersion } from './catalog-version-repository';

// Issue #15: the catalogue's answers are cached per catalogue version. These tests pin that
// the cache never shows an answer older than the last committed staff change.

let t: TestApp;
let productId: number;
let categoryId: number;
const listing = async (app: App, query = '') => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/server/products?category=kits/cache-test${query}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: { id: number; price: number; inStock: boolean }[]; total: number };
};
const product = (app: App, id: number) => app.inject({ method: 'GET', url: `/api/server/products/${id}` });

beforeAll(async () => {
  t = await buildTestApp();
  categoryId = await ensureCategoryPath(t.db, ['kits', 'cache-test']);
  productId = (await insertProduct(t.db, { categoryId, price: 50_000, stock: 5 })).id;
  await insertProduct(t.db, { categoryId, price: 70_000, stock: 5 });
});
afterAll(async () => t.close());

describe('the catalogue version', () => {
  it('rises once per committed transaction that changes what products, categories or sizes show', async () => {
    const before = await readCatalogVersion(t.db);
    await t.db.transaction(async (tx) => {
      await tx.update(products).set({ nameUa: 'Маки' }).where(eq(products.id, productId));
      await tx.update(products).set({ nameUa: 'Маки у полі' }).where(eq(products.id, productId));
    });
    expect(await readCatalogVersion(t.db)).toBe(before + 1);
    await t.db.update(categories).set({ position: 3 }).where(eq(categories.id, categoryId));
    expect(await readCatalogVersion(t.db)).toBe(before + 2);
  });

  it('stays put when only the count of stock changes, and rises when a product sells out', async () => {
    const before = await readCatalogVersion(t.db);
    await t.db.update(products).set({ stock: 4 }).where(eq(products.id, productId));
    await t.db.update(products).set({ stock: 5 }).where(eq(products.id, productId));
    expect(await readCatalogVersion(t.db)).toBe(before);
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, productId));
    expect(await readCatalogVersion(t.db)).toBe(before + 1);
    await t.db.update(products).set({ stock: 5 }).where(eq(products.id, productId));
    expect(await readCatalogVersion(t.db)).toBe(before + 2);
  });
});

describe('cached catalogue answers', () => {
  it('serve a repeated listing from the cache and agree with the uncached answer', async () => {
    const first = await listing(t.app);
    const second = await listing(t.app);
    expect(second).toEqual(first);
    expect(first.total).toBe(2);
  });

  it('show a new price and stock on the very next listing and product answer', async () => {
    await listing(t.app);
    expect((await product(t.app, productId)).json().price).toBe(500);
    await t.db.update(products).set({ price: 45_000, stock: 0 }).where(eq(products.id, productId));
    const item = (await listing(t.app)).items.find((p) => p.id === productId);
    expect(item).toMatchObject({ price: 450, inStock: false });
    expect((await product(t.app, productId)).json()).toMatchObject({ price: 450, inStock: false });
    await t.db.update(products).set({ stock: 5 }).where(eq(products.id, productId));
    expect((await product(t.app, productId)).json().inStock).toBe(true);
  });

  it('charge an order placed right after a price change the new price', async () => {
    expect((await product(t.app, productId)).statusCode).toBe(200);
    await t.db.update(products).set({ price: 41_000, discountPrice: null }).where(eq(products.id, productId));
    const res = await postOrder(t, orderBody([{ productId, amount: 2 }]));
    expect(res.statusCode).toBe(201);
    expect(res.json().total).toBe(820);
  });

  it('drop a hidden product and a hidden category at once', async () => {
    const extra = await insertProduct(t.db, { categoryId, price: 10_000 });
    expect((await listing(t.app)).items.map((p) => p.id)).toContain(extra.id);
    expect((await product(t.app, extra.id)).statusCode).toBe(200);
    await t.db.update(products).set({ isHidden: true }).where(eq(products.id, extra.id));
    expect((await listing(t.app)).items.map((p) => p.id)).not.toContain(extra.id);
    expect((await product(t.app, extra.id)).statusCode).toBe(404);

    await t.db.update(categories).set({ isHidden: true }).where(eq(categories.id, categoryId));
    const res = await t.app.inject({ method: 'GET', url: '/api/server/products?category=kits/cache-test' });
    expect(res.statusCode).toBe(404);
    expect((await product(t.app, productId)).statusCode).toBe(404);
    await t.db.update(categories).set({ isHidden: false }).where(eq(categories.id, categoryId));
    expect((await product(t.app, productId)).statusCode).toBe(200);
  });
});

describe('two API instances on one database', () => {
  let second: App;
  let secondDb: Database | undefined;

  beforeAll(async () => {
    // A second process's view: on PostgreSQL its own pool on the same database; on PGlite
    // (one process only) a second app over the same embedded database.
    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    const url = process.env.TEST_DATABASE_URL ? (pool.options.connectionString as string) : undefined;
    secondDb = url ? await openDatabase({ url }) : undefined;
    second = await buildApp({
      config: t.config,
      database: secondDb ?? t.app.deps.database,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDb?.close();
  });

  it('each sees an edit made through the other within a second', async () => {
    expect((await product(second, productId)).json().price).toBe(410);
    expect((await product(t.app, productId)).json().price).toBe(410);
    await t.db.update(products).set({ price: 39_000 }).where(eq(products.id, productId));
    await vi.waitFor(async () => expect((await product(second, productId)).json().price).toBe(390), {
      timeout: 1_000,
    });
    const otherDb = secondDb?.db ?? t.db;
    await otherDb.update(products).set({ price: 38_000 }).where(eq(products.id, productId));
    await vi.waitFor(
      async () => {
        const item = (await listing(t.app)).items.find((p) => p.id === productId);
        expect(item?.price).toBe(380);
      },
      { timeout: 1_000 },
    );
  });
});
