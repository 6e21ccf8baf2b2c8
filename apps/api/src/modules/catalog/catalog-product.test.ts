import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { productSchema } from '@kartyna/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { ensureCategoryPath, insertProduct } from '../../test/fixtures';
import {
  CATEGORY_CACHE_MS,
  getCategoryIndex,
  getCategoryIndexNewerThan,
  invalidateCategoryIndex,
  resolveCategoryPath,
} from './category-index';

let t: TestApp;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db;
  await ensureCategoryPath(db, ['kits', 'money'], ['money']);
  const make = async (key: string, values: Parameters<typeof insertProduct>[1]) => {
    id[key] = (await insertProduct(db, values)).id;
  };
  await make('main', {
    article: 'AN-100',
    nameUa: 'Лев',
    nameRu: 'Лев',
    descriptionUa: 'Опис',
    descriptionRu: 'Описание',
    price: 65050,
    discountPrice: 49900,
    categoryPath: ['picture-by-numbers', 'animals', 'cats'],
    subject: 'animals',
    labels: ['sale', 'new'],
    stock: 3,
    images: ['/uploads/lion.webp'],
    createdAt: new Date('2024-02-01T10:00:00Z'),
  });
  await make('preorder', {
    categoryPath: ['picture-by-numbers', 'flowers'],
    subject: 'flowers',
    stock: 0,
    labels: ['preorder'],
  });
  // Kin of "main": same subject elsewhere, or same category with another subject.
  await make('sameSubjectOut', {
    categoryPath: ['mosaik', 'animals'],
    subject: 'animals',
    stock: 0,
    createdAt: new Date('2024-03-01'),
  });
  await make('sameSubjectIn', {
    categoryPath: ['mosaik', 'animals'],
    subject: 'animals',
    stock: 5,
    createdAt: new Date('2024-01-01'),
  });
  await make('sameCategory', {
    categoryPath: ['picture-by-numbers', 'animals', 'cats'],
    subject: 'people',
    stock: 1,
    createdAt: new Date('2024-01-02'),
  });
  await make('unrelated', { categoryPath: ['picture-by-numbers', 'flowers'], subject: 'flowers', stock: 9 });
  await make('hiddenKin', {
    categoryPath: ['picture-by-numbers', 'animals', 'cats'],
    subject: 'animals',
    isHidden: true,
  });
  await make('hiddenCategoryKin', { categoryPath: ['kits', 'money'], subject: 'animals' });
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/server${url}` });

describe('GET /products/:id', () => {
  it('answers the product in the spec shape with UAH prices', async () => {
    const res = await get(`/products/${id.main}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(productSchema.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      id: id.main,
      article: 'AN-100',
      name: { ua: 'Лев', ru: 'Лев' },
      description: { ua: 'Опис', ru: 'Описание' },
      price: 650.5,
      discountPrice: 499,
      category: {
        type: 'cats',
        path: ['picture-by-numbers', 'animals', 'cats'],
        name: { ua: 'cats ua', ru: 'cats ru' },
      },
      subject: 'animals',
      size: '40x50',
      difficulty: 3,
      labels: ['sale', 'new'],
      inStock: true,
      expected: false,
      images: ['/uploads/lion.webp'],
      createdAt: '2024-02-01T10:00:00.000Z',
    });
  });

  it('shows a sold-out preorder product as expected and not in stock', async () => {
    const body = (await get(`/products/${id.preorder}`)).json();
    expect(body).toMatchObject({ inStock: false, expected: true, discountPrice: null });
  });

  it('answers 404 product_not_found for unknown, hidden and hidden-category products', async () => {
    for (const key of [999999, id.hiddenKin, id.hiddenCategoryKin]) {
      const res = await get(`/products/${key}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'product_not_found', statusCode: 404 });
    }
  });

  it('answers 400 invalid_data for an id that is not a positive integer', async () => {
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999', '1e3x', 'x'.repeat(150)]) {
      const res = await get(`/products/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe('invalid_data');
    }
  });

  it('sees a product of a category created after the tree was cached', async () => {
    expect((await get('/products')).statusCode).toBe(200);
    const fresh = await insertProduct(t.db, { categoryPath: ['home-goods', 'candle'], subject: 'candle' });
    const res = await get(`/products/${fresh.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().category.path).toEqual(['home-goods', 'candle']);
  });
});

describe('the cached category tree', () => {
  it('is reused while young, reloaded when old or when an unknown path asks after 2 s', async () => {
    invalidateCategoryIndex(t.db);
    const now = Date.now();
    const first = await getCategoryIndex(t.db, now);
    expect(await getCategoryIndex(t.db, now + 1_000)).toBe(first);
    expect(await getCategoryIndexNewerThan(t.db, 2_000, now + 1_000)).toBe(first);
    const fresh = await getCategoryIndexNewerThan(t.db, 2_000, now + 2_500);
    expect(fresh).not.toBe(first);
    expect(await getCategoryIndex(t.db, now + 2_500 + CATEGORY_CACHE_MS)).not.toBe(fresh);
    expect(CATEGORY_CACHE_MS).toBeLessThanOrEqual(30_000);
  });

  it('is dropped as soon as a category change is committed (LISTEN catalog_changed)', async () => {
    const now = Date.now();
    const first = await getCategoryIndex(t.db, now);
    expect(await getCategoryIndex(t.db, now)).toBe(first);
    await ensureCategoryPath(t.db, ['home-goods', 'stand']);
    await vi.waitFor(async () => expect(await getCategoryIndex(t.db, now)).not.toBe(first), {
      timeout: 2_000,
    });
    const fresh = await getCategoryIndex(t.db, now);
    expect(resolveCategoryPath(fresh, 'home-goods/stand')?.path).toEqual(['home-goods', 'stand']);
  });
});

describe('GET /products/:id/similar', () => {
  const similar = async (productId: number, query = '') => {
    const res = await get(`/products/${productId}/similar${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().map((p: { id: number; inStock: boolean }) => p);
  };

  it('answers visible kin by subject or category, in stock first, never itself', async () => {
    const items = await similar(id.main!);
    const ids = items.map((p: { id: number }) => p.id);
    expect(ids).not.toContain(id.main);
    expect(ids).not.toContain(id.unrelated);
    expect(ids).not.toContain(id.hiddenKin);
    expect(ids).not.toContain(id.hiddenCategoryKin);
    expect([...ids].sort()).toEqual([id.sameSubjectOut, id.sameSubjectIn, id.sameCategory].sort());
    expect(ids.at(-1)).toBe(id.sameSubjectOut);
    const stock = items.map((p: { inStock: boolean }) => p.inStock);
    expect(stock).toEqual([...stock].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
  });

  it('honours the limit, 8 by default and at most 24', async () => {
    for (let i = 0; i < 10; i += 1)
      await insertProduct(t.db, { categoryPath: ['mosaik', 'animals'], subject: 'animals' });
    expect(await similar(id.main!)).toHaveLength(8);
    expect(await similar(id.main!, '?limit=2')).toHaveLength(2);
    expect((await similar(id.main!, '?limit=24')).length).toBe(13);
    for (const bad of ['?limit=25', '?limit=0', '?limit=abc', '?limit=-3']) {
      const res = await get(`/products/${id.main}/similar${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe('invalid_data');
    }
  });

  it('answers 404 for an unknown or hidden product and 400 for a bad id', async () => {
    expect((await get('/products/999999/similar')).statusCode).toBe(404);
    expect((await get(`/products/${id.hiddenKin}/similar`)).json()).toEqual({
      message: 'product_not_found',
      statusCode: 404,
    });
    expect((await get('/products/abc/similar')).statusCode).toBe(400);
  });
});
