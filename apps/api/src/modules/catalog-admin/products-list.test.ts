import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { ensureCategoryPath, ensureSize, insertProduct } from '../../test/fixtures';
import { call, type Headers, staffApp } from './catalog-admin-test-kit';

let t: TestApp;
let staff: Headers;
let parentId: number;
let childId: number;
const N = 60;

staffApp(async (app, headers) => {
  t = app;
  staff = headers;
  parentId = await ensureCategoryPath(t.db, ['kits']);
  childId = await ensureCategoryPath(t.db, ['kits', 'list-test']);
  await ensureSize(t.db, '30x40');
  // Sixty products with spread-out fields; half in the subcategory, every 10th hidden.
  for (let i = 0; i < N; i += 1) {
    await insertProduct(t.db, {
      article: `LST-${String(i).padStart(3, '0')}`,
      nameUa: i === 7 ? 'Соняшники в полі' : `Картина ${String.fromCharCode(1040 + (i % 30))} ${i}`,
      nameRu: i === 8 ? 'Подсолнухи у реки' : `Картина ${i}`,
      price: 10_000 + ((i * 37) % N) * 1_000,
      categoryId: i % 2 === 0 ? parentId : childId,
      size: i % 3 === 0 ? '30x40' : '40x50',
      difficulty: (i % 5) + 1,
      labels: i % 4 === 0 ? ['sale'] : i % 4 === 1 ? ['preorder'] : [],
      stock: i % 4 === 1 || i % 4 === 2 ? 0 : 5,
      isHidden: i % 10 === 9,
    });
  }
});

type Item = { id: number; article: string; price: number; nameUa: string; stock: number; stockState: string };
async function list(query: string) {
  const res = await call(t, 'GET', `/api/admin/products?categoryId=${parentId}&${query}`, staff);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Item[]; total: number };
}

describe('GET /api/admin/products', () => {
  it('pages through every product of a category and its subcategories, hidden ones too', async () => {
    const seen = new Set<number>();
    for (let page = 1; page <= 3; page += 1) {
      const { items, total } = await list(`page=${page}&perPage=25&sort=id&order=ASC`);
      expect(total).toBe(N);
      expect(items.length).toBe(page < 3 ? 25 : 10);
      for (const item of items) seen.add(item.id);
    }
    expect(seen.size).toBe(N);
    const child = await call(t, 'GET', `/api/admin/products?categoryId=${childId}&perPage=100`, staff);
    expect(child.json().total).toBe(N / 2);
  });

  it.each([
    ['price', (i: Item): number | string => i.price],
    ['stock', (i: Item): number | string => i.stock],
    ['article', (i: Item): number | string => i.article],
  ] as const)('sorts by %s both ways', async (field, key) => {
    for (const order of ['ASC', 'DESC'] as const) {
      const { items } = await list(`perPage=100&sort=${field}&order=${order}`);
      const values = items.map(key);
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(values).toEqual(order === 'ASC' ? sorted : sorted.reverse());
    }
  });

  it('sorts by name without case', async () => {
    const { items } = await list('perPage=100&sort=name&order=ASC');
    const names = items.map((i) => i.nameUa.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('searches the article, both names and the id', async () => {
    expect((await list('q=lst-04')).items.map((i) => i.article).sort()).toEqual(
      Array.from({ length: 10 }, (_, k) => `LST-04${k}`),
    );
    expect((await list('q=соняшник')).items.map((i) => i.article)).toEqual(['LST-007']);
    expect((await list('q=ПОДСОЛНУХИ')).items.map((i) => i.article)).toEqual(['LST-008']);
    const one = (await list('q=lst-012')).items[0];
    expect((await list(`q=${one?.id}`)).items.map((i) => i.id)).toContain(one?.id);
    expect((await list('q=no-such-thing')).total).toBe(0);
  });

  it('filters by size, difficulty, label, stock state and visibility', async () => {
    const expectCount = async (query: string, predicate: (i: number) => boolean) =>
      expect((await list(`${query}&perPage=100`)).total, query).toBe(
        Array.from({ length: N }, (_, i) => i).filter(predicate).length,
      );
    await expectCount('size=30x40', (i) => i % 3 === 0);
    await expectCount('difficulty=1,2', (i) => i % 5 < 2);
    await expectCount('label=sale', (i) => i % 4 === 0);
    await expectCount('stockState=inStock', (i) => i % 4 === 0 || i % 4 === 3);
    await expectCount('stockState=preorder', (i) => i % 4 === 1);
    await expectCount('stockState=soldOut', (i) => i % 4 === 2);
    await expectCount('stockState=soldOut,preorder', (i) => i % 4 === 1 || i % 4 === 2);
    await expectCount('isHidden=true', (i) => i % 10 === 9);
    await expectCount('isHidden=false&size=30x40', (i) => i % 10 !== 9 && i % 3 === 0);
    const { items } = await list('stockState=preorder&perPage=100');
    expect(items.every((i) => i.stockState === 'preorder' && i.stock === 0)).toBe(true);
  });

  it('answers an unknown category with nothing, and bad parameters with 400', async () => {
    const none = await call(t, 'GET', '/api/admin/products?categoryId=2000000', staff);
    expect(none.json()).toEqual({ items: [], total: 0 });
    for (const query of ['sort=bogus', 'stockState=gone', 'perPage=0', 'difficulty=9', 'label=cheap']) {
      const res = await call(t, 'GET', `/api/admin/products?${query}`, staff);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe('invalid_data');
    }
  });
});
