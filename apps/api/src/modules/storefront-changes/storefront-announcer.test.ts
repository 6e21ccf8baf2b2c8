import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { StorefrontCacheTag } from '@kartyna/domain';
import { categories, products } from '../../db/schema';
import type { StorefrontCache } from '../../integrations/storefront/storefront-cache';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { ensureCategoryPath, insertProduct } from '../../test/fixtures';
import { orderBody, postOrder, stockOf } from '../orders/orders-test-kit';
import { catalogVersionNow } from '../catalog/catalog-service';

// Issue #23: during a sale every checkout changes stock; the storefronts are told only what a
// shopper would see change, so their page caches survive the orders.

const told: { tags: StorefrontCacheTag[]; version: number | undefined }[] = [];
const storefront: StorefrontCache = {
  async revalidate(tags, version) {
    told.push({ tags: [...tags].sort(), version });
  },
};
/**
 * What the storefronts were told of every change committed so far, proven complete without a
 * wait: a marker change committed after them is told, and the announcer tells in commit order.
 * The marker's own tags are left out.
 */
const toldSoFar = async () => {
  const marker = await insertProduct(t.db, { categoryId: markerCategoryId });
  const version = await catalogVersionNow(t.db);
  await vi.waitFor(() => expect(told.some((call) => (call.version ?? 0) >= version)).toBe(true), {
    timeout: 3000,
  });
  const markers = new Set(['listing:', 'listing:kits', 'listing:kits/marker', `product:${marker.id}`]);
  return told
    .map((call) => ({ ...call, tags: call.tags.filter((tag) => !markers.has(tag)) }))
    .filter((call) => call.tags.length > 0);
};

let t: TestApp;
let categoryId: number;
let markerCategoryId: number;
beforeAll(async () => {
  t = await buildTestApp({ overrides: { storefront } });
  categoryId = await ensureCategoryPath(t.db, ['mosaik', 'sea']);
  markerCategoryId = await ensureCategoryPath(t.db, ['kits', 'marker']);
});
afterAll(async () => t.close());
beforeEach(async () => {
  await toldSoFar();
  told.length = 0;
});

const listingsOfSea = ['listing:', 'listing:mosaik', 'listing:mosaik/sea'];

describe('checkouts and the storefronts', () => {
  it('an order that leaves the product in stock changes no version and expires no page', async () => {
    const { id } = await insertProduct(t.db, { categoryId, stock: 5 });
    await toldSoFar();
    told.length = 0;
    const version = await catalogVersionNow(t.db);
    const res = await postOrder(t, orderBody([{ productId: id, amount: 2 }]));
    expect(res.statusCode).toBe(201);
    expect(await stockOf(t.db, id)).toBe(3);
    expect(await catalogVersionNow(t.db)).toBe(version);
    expect(await toldSoFar()).toEqual([]);
  });

  it('the last unit sold expires that product and the listings it is on', async () => {
    const { id } = await insertProduct(t.db, { categoryId, stock: 1 });
    await toldSoFar();
    told.length = 0;
    expect((await postOrder(t, orderBody([{ productId: id, amount: 1 }]))).statusCode).toBe(201);
    await vi.waitFor(() => expect(told).toHaveLength(1), { timeout: 2000 });
    expect(told[0]).toEqual({
      tags: [...listingsOfSea, `product:${id}`].sort(),
      version: await catalogVersionNow(t.db),
    });
  });
});

describe('staff changes and the storefronts', () => {
  it('a product moved to another category expires the listings of both', async () => {
    const { id } = await insertProduct(t.db, { categoryId });
    const other = await ensureCategoryPath(t.db, ['mosaik', 'flowers']);
    await toldSoFar();
    told.length = 0;
    await t.db.update(products).set({ categoryId: other }).where(eq(products.id, id));
    await vi.waitFor(() => expect(told).toHaveLength(1), { timeout: 2000 });
    expect(told[0]?.tags).toEqual([...listingsOfSea, 'listing:mosaik/flowers', `product:${id}`].sort());
  });

  it('a category edit expires the whole catalogue', async () => {
    await t.db.update(categories).set({ nameUa: 'Море і кораблі' }).where(eq(categories.id, categoryId));
    await vi.waitFor(() => expect(told).toHaveLength(1), { timeout: 2000 });
    expect(told[0]?.tags).toEqual(['catalog']);
  });

  it('a change of many products at once (an import) is told as the whole catalogue, once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 60; i += 1) ids.push((await insertProduct(t.db, { categoryId })).id);
    await toldSoFar();
    told.length = 0;
    await t.db.update(products).set({ price: 12_300 }).where(inArray(products.id, ids));
    expect((await toldSoFar()).map((c) => c.tags)).toEqual([['catalog']]);
  });
});
