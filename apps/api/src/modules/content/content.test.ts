import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, commonVariables, productSizes, seoData } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db;
  const add = async (type: string, position: number, parentId: number | null = null, isHidden = false) => {
    const [row] = await db
      .insert(categories)
      .values({ type, position, parentId, isHidden, nameUa: `${type} ua`, nameRu: `${type} ru` })
      .returning();
    return row!.id;
  };
  // Inserted out of order: the answer follows position.
  const mosaik = await add('mosaik', 2);
  const pictures = await add('picture-by-numbers', 1);
  await add('other', 3, null, true);
  await add('flowers', 2, pictures);
  const animals = await add('animals', 1, pictures);
  await add('money', 0, pictures, true);
  await add('dogs', 2, animals);
  await add('cats', 1, animals);
  await add('secret', 0, animals, true);
  await add('sea', 0, mosaik);
  await db.insert(productSizes).values([
    { value: '50x50', position: 3 },
    { value: '40x50', position: 1 },
    { value: 'd19', position: 2, isHidden: true },
    { value: '30x40', position: 2 },
  ]);
  await db.insert(commonVariables).values([
    { key: 'phone', value: '+380 67 000 00 00' },
    { key: 'address', value: 'Одеса' },
  ]);
  await db.insert(seoData).values([
    {
      route: '/about',
      titleUa: 'Про нас',
      titleRu: 'О нас',
      descriptionUa: 'Хто ми',
      descriptionRu: 'Кто мы',
    },
    {
      route: '/',
      titleUa: 'Головна',
      titleRu: 'Главная',
      descriptionUa: 'Магазин',
      descriptionRu: 'Магазин',
    },
  ]);
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/server/content${url}` });

describe('GET /content/categories-tree', () => {
  it('answers the visible tree by position, hidden nodes dropped at every level', async () => {
    const res = await get('/categories-tree');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const node = (type: string, children: unknown[] = []) => ({
      type,
      name: { ua: `${type} ua`, ru: `${type} ru` },
      isHidden: false,
      children,
    });
    expect(res.json()).toEqual([
      node('picture-by-numbers', [node('animals', [node('cats'), node('dogs')]), node('flowers')]),
      node('mosaik', [node('sea')]),
    ]);
  });
});

describe('GET /content/product-sizes', () => {
  it('answers visible sizes by position', async () => {
    const res = await get('/product-sizes');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual([
      { value: '40x50', isHidden: false, position: 1 },
      { value: '30x40', isHidden: false, position: 2 },
      { value: '50x50', isHidden: false, position: 3 },
    ]);
  });
});

describe('GET /content/common-variables', () => {
  it('answers key and value pairs', async () => {
    const res = await get('/common-variables');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual([
      { key: 'address', value: 'Одеса' },
      { key: 'phone', value: '+380 67 000 00 00' },
      // From the configuration, not staff's table: the test app pays on the sandbox.
      { key: 'online_payment_provider', value: 'sandbox' },
      { key: 'online_payment_test', value: 'true' },
    ]);
  });
});

describe('GET /content/seo-data', () => {
  const about = {
    route: '/about',
    title: { ua: 'Про нас', ru: 'О нас' },
    description: { ua: 'Хто ми', ru: 'Кто мы' },
  };

  it('answers every route', async () => {
    const res = await get('/seo-data');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual([
      { route: '/', title: { ua: 'Головна', ru: 'Главная' }, description: { ua: 'Магазин', ru: 'Магазин' } },
      about,
    ]);
  });

  it('answers one route when asked, with or without a trailing slash', async () => {
    expect((await get('/seo-data?route=/about')).json()).toEqual(about);
    expect((await get('/seo-data?route=/about/')).json()).toEqual(about);
    expect((await get(`/seo-data?route=${encodeURIComponent('/')}`)).json().route).toBe('/');
  });

  it('answers 404 for an unknown route, without the cache header', async () => {
    const res = await get('/seo-data?route=/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'not_found', statusCode: 404 });
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('answers 400 for a route that is not a path or is huge', async () => {
    for (const route of ['about', 'x'.repeat(100_000), `/${'x'.repeat(400)}`]) {
      const res = await get(`/seo-data?route=${route}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('invalid_data');
    }
  });
});
