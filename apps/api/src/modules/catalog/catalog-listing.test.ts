import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { ensureCategoryPath, ensureSize, insertProduct } from '../../test/fixtures';

let t: TestApp;
const id: Record<string, number> = {};
const at = (minutes: number) => new Date(Date.UTC(2024, 0, 1, 12, minutes));

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db;
  await ensureCategoryPath(db, ['kits', 'money'], ['money']);
  await ensureCategoryPath(db, ['other', 'sub'], ['other']);
  await ensureSize(db, 'd19', true);
  const make = async (key: string, values: Parameters<typeof insertProduct>[1]) => {
    id[key] = (await insertProduct(db, values)).id;
  };
  // Effective prices (UAH): p1 600, p2 300 (discount of 500), p3 400, p4 700, p5 800, p9 550.
  await make('p1', {
    categoryPath: ['picture-by-numbers', 'animals', 'cats'],
    price: 60000,
    size: '40x50',
    difficulty: 3,
    labels: ['new'],
    createdAt: at(1),
  });
  await make('p2', {
    categoryPath: ['picture-by-numbers', 'animals', 'dogs'],
    price: 50000,
    discountPrice: 30000,
    size: '50x50',
    difficulty: 2,
    labels: ['sale'],
    createdAt: at(5),
  });
  await make('p3', {
    categoryPath: ['picture-by-numbers', 'animals'],
    price: 40000,
    size: '40x50',
    difficulty: 4,
    labels: ['top-sales', 'sale'],
    createdAt: at(3),
  });
  await make('p4', {
    categoryPath: ['picture-by-numbers', 'flowers'],
    price: 70000,
    size: '30x40',
    difficulty: 1,
    createdAt: at(2),
  });
  await make('p5', {
    categoryPath: ['mosaik', 'flowers'],
    price: 90000,
    discountPrice: 80000,
    size: '40x50',
    difficulty: 5,
    labels: ['new'],
    createdAt: at(6),
  });
  await make('p9', {
    categoryPath: ['picture-by-numbers', 'flowers'],
    price: 55000,
    size: 'd19',
    difficulty: 3,
    createdAt: at(4),
  });
  // Never public: hidden product, hidden category, hidden ancestor.
  await make('p6', {
    categoryPath: ['picture-by-numbers', 'flowers'],
    price: 10000,
    isHidden: true,
    createdAt: at(7),
  });
  await make('p7', { categoryPath: ['kits', 'money'], price: 20000, createdAt: at(8) });
  await make('p8', { categoryPath: ['other', 'sub'], price: 25000, createdAt: at(9) });
});
afterAll(async () => t?.close());

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/server/products${query ? `?${query}` : ''}` });
  return res;
};
const ids = async (query: string): Promise<number[]> => {
  const res = await list(query);
  expect(res.statusCode).toBe(200);
  return res.json().items.map((p: { id: number }) => p.id);
};
const set = (...keys: string[]) => keys.map((k) => id[k]).sort();
const sorted = (values: number[]) => [...values].sort();
const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));

describe('GET /products filters', () => {
  it('lists only visible products, newest first by default', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(6);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(24);
    expect(body.items.map((p: { id: number }) => p.id)).toEqual(
      ['p5', 'p2', 'p9', 'p3', 'p4', 'p1'].map((k) => id[k]),
    );
    const first = body.items[0];
    expect(first).toMatchObject({
      price: 900,
      discountPrice: 800,
      size: '40x50',
      difficulty: 5,
      labels: ['new'],
    });
    expect(first.category).toEqual({
      type: 'flowers',
      path: ['mosaik', 'flowers'],
      name: { ua: 'flowers ua', ru: 'flowers ru' },
    });
  });

  it('filters by the effective price, discount included', async () => {
    expect(sorted(await ids('minPrice=350&maxPrice=650'))).toEqual(set('p1', 'p3', 'p9'));
    // p2 costs 500 but sells at 300: a 450..520 range misses it, 250..350 finds it.
    expect(await ids('minPrice=450&maxPrice=520')).toEqual([]);
    expect(await ids('minPrice=250&maxPrice=350')).toEqual([id.p2]);
    expect(sorted(await ids('minPrice=700'))).toEqual(set('p4', 'p5'));
    expect(sorted(await ids('maxPrice=400'))).toEqual(set('p2', 'p3'));
    // A reversed range is read the right way round; 0 means "not set".
    expect(sorted(await ids('minPrice=650&maxPrice=350'))).toEqual(set('p1', 'p3', 'p9'));
    expect((await ids('minPrice=0&maxPrice=0')).length).toBe(6);
  });

  it('filters by size as a JSON array, a repeated or a comma-separated parameter', async () => {
    expect(sorted(await ids(`size=${enc(['40x50'])}`))).toEqual(set('p1', 'p3', 'p5'));
    expect(sorted(await ids(`size=${enc(['40x50', '50x50'])}`))).toEqual(set('p1', 'p2', 'p3', 'p5'));
    expect(sorted(await ids('size=40x50&size=50x50'))).toEqual(set('p1', 'p2', 'p3', 'p5'));
    expect(sorted(await ids('size=40x50,30x40'))).toEqual(set('p1', 'p3', 'p4', 'p5'));
  });

  it('filters by difficulty', async () => {
    expect(sorted(await ids(`difficult=${enc([3, 4])}`))).toEqual(set('p1', 'p3', 'p9'));
    expect(await ids(`difficult=${enc([1])}`)).toEqual([id.p4]);
  });

  it('filters by labels: products having any of them', async () => {
    expect(sorted(await ids(`labelType=${enc(['sale'])}`))).toEqual(set('p2', 'p3'));
    expect(sorted(await ids(`labelType=${enc(['sale', 'new'])}`))).toEqual(set('p1', 'p2', 'p3', 'p5'));
    expect(sorted(await ids(`labelType=${enc(['top_sales'])}`))).toEqual(set('p3'));
    expect(await ids(`labelType=${enc(['metallic'])}`)).toEqual([]);
  });

  it('filters by category at depth 1, 2 and 3 with descendants', async () => {
    expect(sorted(await ids('category=picture-by-numbers'))).toEqual(set('p1', 'p2', 'p3', 'p4', 'p9'));
    expect(sorted(await ids('category=picture-by-numbers/animals'))).toEqual(set('p1', 'p2', 'p3'));
    expect(await ids('category=picture-by-numbers/animals/cats')).toEqual([id.p1]);
    expect(await ids('category=mosaik')).toEqual([id.p5]);
    expect(sorted(await ids('category=picture_by_numbers/animals/'))).toEqual(set('p1', 'p2', 'p3'));
  });

  it('combines filters', async () => {
    expect(
      await ids(`category=picture-by-numbers&size=${enc(['40x50'])}&labelType=${enc(['sale'])}`),
    ).toEqual([id.p3]);
    expect(await ids(`category=picture-by-numbers/animals&minPrice=500&difficult=${enc([3])}`)).toEqual([
      id.p1,
    ]);
    expect(await ids(`size=${enc(['40x50'])}&maxPrice=450`)).toEqual([id.p3]);
  });

  it('answers 404 for a missing category or one under a hidden node', async () => {
    for (const category of [
      'nope',
      'picture-by-numbers/nope',
      'kits/money',
      'other',
      'other/sub',
      'picture-by-numbers/animals/cats/deeper',
    ]) {
      const res = await list(`category=${encodeURIComponent(category)}`);
      expect(res.statusCode, category).toBe(404);
      expect(res.json()).toEqual({ message: 'not_found', statusCode: 404 });
    }
    expect((await list('category=kits')).statusCode).toBe(200);
  });

  it('never lists hidden products, whatever the filter', async () => {
    const hidden = [id.p6, id.p7, id.p8];
    for (const q of [
      '',
      'maxPrice=260',
      'category=picture-by-numbers/flowers',
      'sort=cheap',
      'pageSize=60',
    ]) {
      const found = await ids(q);
      for (const h of hidden) expect(found).not.toContain(h);
    }
  });
});

describe('GET /products sort and pages', () => {
  const prices = async (q: string) =>
    (await list(q))
      .json()
      .items.map((p: { price: number; discountPrice: number | null }) => p.discountPrice ?? p.price);
  const dates = async (q: string) =>
    (await list(q)).json().items.map((p: { createdAt: string }) => p.createdAt);

  it('sorts by effective price both ways and by date both ways', async () => {
    expect(await prices('sort=cheap')).toEqual([300, 400, 550, 600, 700, 800]);
    expect(await prices('sort=expensive')).toEqual([800, 700, 600, 550, 400, 300]);
    const newest = await dates('sort=new');
    expect(newest).toEqual([...newest].sort().reverse());
    const oldest = await dates('sort=old');
    expect(oldest).toEqual([...oldest].sort());
    expect(oldest[0]).toBe(at(1).toISOString());
  });

  it('pages with a stable total', async () => {
    const one = (await list('sort=cheap&pageSize=4&page=1')).json();
    const two = (await list('sort=cheap&pageSize=4&page=2')).json();
    const three = (await list('sort=cheap&pageSize=4&page=3')).json();
    expect([one.total, two.total, three.total]).toEqual([6, 6, 6]);
    expect(one.items).toHaveLength(4);
    expect(two.items).toHaveLength(2);
    expect(three.items).toEqual([]);
    expect(two.page).toBe(2);
    const all = [...one.items, ...two.items].map((p: { id: number }) => p.id);
    expect(new Set(all).size).toBe(6);
  });
});

describe('GET /products facets', () => {
  it('counts each facet over the other filters, never its own', async () => {
    const body = (await list(`size=${enc(['40x50'])}&labelType=${enc(['sale'])}&minPrice=350`)).json();
    expect(body.items.map((p: { id: number }) => p.id)).toEqual([id.p3]);
    // size facet ignores the size filter: sale products from 350 UAH are p3 only.
    expect(body.facets.size).toEqual([{ value: '40x50', count: 1 }]);
    // labelType facet ignores the labels: 40x50 from 350 UAH are p1, p3, p5.
    expect(body.facets.labelType).toEqual([
      { value: 'sale', count: 1 },
      { value: 'new', count: 2 },
      { value: 'top-sales', count: 1 },
    ]);
    expect(body.facets.difficult).toEqual([{ value: 4, count: 1 }]);
    // price facet ignores the price filter: 40x50 sale products are p3 only.
    expect(body.facets.price).toEqual({ min: 400, max: 400 });
  });

  it('keeps the other values of a facet while its own filter is set', async () => {
    const bySize = (await list(`size=${enc(['50x50'])}`)).json();
    expect(bySize.items.map((p: { id: number }) => p.id)).toEqual([id.p2]);
    expect(bySize.facets.size).toEqual(
      expect.arrayContaining([
        { value: '40x50', count: 3 },
        { value: '50x50', count: 1 },
        { value: '30x40', count: 1 },
      ]),
    );
    expect(bySize.facets.difficult).toEqual([{ value: 2, count: 1 }]);
    expect(bySize.facets.price).toEqual({ min: 300, max: 300 });

    const byLabel = (await list(`labelType=${enc(['top-sales'])}`)).json();
    expect(byLabel.facets.labelType).toEqual([
      { value: 'sale', count: 2 },
      { value: 'new', count: 2 },
      { value: 'top-sales', count: 1 },
    ]);
    expect(byLabel.facets.size).toEqual([{ value: '40x50', count: 1 }]);

    const byDifficulty = (await list(`difficult=${enc([1])}`)).json();
    expect(byDifficulty.facets.difficult.map((f: { value: number }) => f.value)).toEqual([1, 2, 3, 4, 5]);

    const byPrice = (await list('minPrice=750')).json();
    expect(byPrice.total).toBe(1);
    expect(byPrice.facets.price).toEqual({ min: 300, max: 800 });
    expect(byPrice.facets.size).toEqual([{ value: '40x50', count: 1 }]);
  });

  it('offers every visible size present and never a hidden one', async () => {
    const body = (await list('')).json();
    const sizes = body.facets.size.map((f: { value: string }) => f.value);
    expect([...sizes].sort()).toEqual(['30x40', '40x50', '50x50']);
    expect(body.facets.size.find((f: { value: string }) => f.value === '40x50').count).toBe(3);
    expect(body.facets.price).toEqual({ min: 300, max: 800 });
    expect(body.facets.difficult.map((f: { value: number }) => f.value)).toEqual([1, 2, 3, 4, 5]);
  });

  it('answers empty facets for an empty result', async () => {
    const body = (await list('category=kits')).json();
    expect(body).toMatchObject({
      items: [],
      total: 0,
      facets: { size: [], difficult: [], labelType: [], price: { min: 0, max: 0 } },
    });
  });
});
