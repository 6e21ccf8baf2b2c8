import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StorefrontCacheTag } from '@kartyna/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestUser, ensureCategoryPath, insertProduct } from '../../test/fixtures';
import type { StorefrontCache } from './storefront-cache';

/**
 * The storefronts stand-in: records what it was told and when the telling finished, so a test
 * can see that a staff save answered only after the storefronts had expired their pages.
 */
function recordingStorefront() {
  const told: { tags: StorefrontCacheTag[]; doneAt: number }[] = [];
  const cache: StorefrontCache = {
    async revalidate(tags) {
      await new Promise((r) => setTimeout(r, 30));
      told.push({ tags, doneAt: Date.now() });
    },
  };
  return { cache, told };
}

describe('staff saves answer after the storefronts expired the pages they touch, and no more', () => {
  const storefront = recordingStorefront();
  let t: TestApp;
  let auth: Record<string, string>;
  let productId: number;
  let markerCategoryId: number;

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { storefront: storefront.cache } });
    auth = (await createTestUser(t.app, { role: 'manager' })).authHeader;
    productId = (await insertProduct(t.db, { stock: 3, categoryPath: ['kits', 'flowers'] })).id;
    markerCategoryId = await ensureCategoryPath(t.db, ['mosaik', 'marker']);
    await t.app.deps.catalogAnnouncer.passedOn();
  });
  afterAll(async () => t.close());

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    storefront.told.length = 0;
    const res = await t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: auth,
      ...(payload ? { payload } : {}),
    });
    return { res, answeredAt: Date.now() };
  };

  /**
   * What the storefronts were told besides a marker catalogue change committed after the call:
   * the catalogue's announcements go out in commit order, so once the marker is told, whatever
   * the call changed would have been told before it.
   */
  const toldBeforeMarker = async () => {
    await insertProduct(t.db, { stock: 1, categoryId: markerCategoryId });
    const isMarker = (c: { tags: StorefrontCacheTag[] }) => c.tags.includes('listing:mosaik/marker');
    await vi.waitFor(() => expect(storefront.told.some(isMarker)).toBe(true), { timeout: 3000 });
    return storefront.told.filter((c) => !isMarker(c));
  };

  it('a stock change that leaves the product in stock expires nothing', async () => {
    const { res } = await call('POST', `/products/${productId}/stock`, { stock: 9 });
    expect(res.statusCode).toBe(200);
    expect(await toldBeforeMarker()).toEqual([]);
  });

  it('a product taken out of stock expires its pages and its listings before the save answers', async () => {
    const { res, answeredAt } = await call('POST', `/products/${productId}/stock`, { stock: 0 });
    expect(res.statusCode).toBe(200);
    expect(storefront.told.map((c) => [...c.tags].sort())).toEqual([
      ['listing:', 'listing:kits', 'listing:kits/flowers', `product:${productId}`],
    ]);
    expect(storefront.told[0]!.doneAt).toBeLessThanOrEqual(answeredAt);
  });

  it('a page text tells them about the content', async () => {
    const { res } = await call('PUT', '/page-texts/about', { bodyUa: 'Про нас — новий текст', bodyRu: '' });
    expect(res.statusCode).toBe(200);
    expect(storefront.told.map((c) => c.tags)).toEqual([['content']]);
  });

  it('reading, or a refused change, tells them nothing', async () => {
    expect((await call('GET', `/products/${productId}`)).res.statusCode).toBe(200);
    expect((await call('POST', `/products/${productId}/stock`, { stock: -1 })).res.statusCode).toBe(400);
    expect(await toldBeforeMarker()).toEqual([]);
  });
});
