import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertProduct } from '../../test/fixtures';

let t: TestApp;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const make = async (key: string, values: Parameters<typeof insertProduct>[1]) => {
    id[key] = (await insertProduct(t.db, values)).id;
  };
  await make('sun', {
    article: 'KS-1001',
    nameUa: 'Соняшники в полі',
    nameRu: 'Подсолнухи в поле',
    price: 70000,
    createdAt: new Date('2024-01-01'),
  });
  await make('cat', {
    article: 'KS-2002',
    nameUa: 'Кіт на вікні',
    nameRu: 'Кот на окне',
    price: 30000,
    size: '30x40',
    createdAt: new Date('2024-01-02'),
  });
  await make('sea', {
    article: 'MS-3003',
    nameUa: 'Морський пейзаж',
    nameRu: 'Морской пейзаж',
    price: 50000,
    categoryPath: ['mosaik', 'sea'],
    createdAt: new Date('2024-01-03'),
  });
  await make('sun2', {
    article: 'PB-4004',
    nameUa: 'Букет із соняшників',
    nameRu: 'Букет подсолнухов',
    price: 40000,
    createdAt: new Date('2024-01-04'),
  });
  await make('hidden', {
    article: 'KS-9009',
    nameUa: 'Соняшник прихований',
    nameRu: 'Подсолнух скрытый',
    isHidden: true,
  });
});
afterAll(async () => t?.close());

const search = async (text: string, extra = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/server/products?search=${encodeURIComponent(text)}${extra}`,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return { ids: body.items.map((p: { id: number }) => p.id) as number[], body };
};

describe('GET /products?search', () => {
  it('finds a Ukrainian name by a word stem, the closest form first', async () => {
    const { ids, body } = await search('соняшник');
    expect([...ids].sort()).toEqual([id.sun, id.sun2].sort());
    expect(body.total).toBe(2);
    expect((await search('соняшники')).ids).toEqual([id.sun, id.sun2]);
    expect((await search('соняшників')).ids).toEqual([id.sun2, id.sun]);
  });

  it('tolerates a one-letter typo', async () => {
    expect((await search('сонячник')).ids).toContain(id.sun);
    expect((await search('соняшнік')).ids).toContain(id.sun);
    expect((await search('Сонашники')).ids).toContain(id.sun);
  });

  it('finds Russian names', async () => {
    const { ids } = await search('подсолнухи');
    expect(ids).toEqual([id.sun, id.sun2]);
    expect((await search('морской')).ids).toEqual([id.sea]);
  });

  it('finds by article: exact, prefix, any case', async () => {
    expect((await search('KS-1001')).ids[0]).toBe(id.sun);
    expect((await search('ks-1001')).ids[0]).toBe(id.sun);
    expect((await search('ms-30')).ids).toEqual([id.sea]);
    const ks = (await search('ks-')).ids;
    expect([...ks].sort()).toEqual([id.sun, id.cat].sort());
  });

  it('ranks the better match first when searching without a sort', async () => {
    expect((await search('кіт')).ids[0]).toBe(id.cat);
    expect((await search('морський пейзаж')).ids[0]).toBe(id.sea);
  });

  it('keeps an explicit sort over relevance', async () => {
    const { body } = await search('соняшник', '&sort=cheap');
    const prices = body.items.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(body.items.map((p: { id: number }) => p.id)).toEqual([id.sun2, id.sun]);
  });

  it('combines search with other filters and facets', async () => {
    const { ids, body } = await search('соняшник', '&maxPrice=500');
    expect(ids).toEqual([id.sun2]);
    expect(body.facets.price).toEqual({ min: 400, max: 700 });
    expect((await search('пейзаж', '&category=picture-by-numbers')).ids).toEqual([]);
    expect((await search('пейзаж', '&category=mosaik')).ids).toEqual([id.sea]);
  });

  it('counts the facets of every match, also when the filters leave the page empty', async () => {
    // The page query reads the ids the facet query matched; neither may lose the other's rows.
    const { ids, body } = await search('соняшник', `&size=${encodeURIComponent('["30x40"]')}`);
    expect(ids).toEqual([]);
    expect(body.total).toBe(0);
    expect(body.facets.size).toEqual([{ value: '40x50', count: 2 }]);
    // The other facets count under the size filter, which nothing found matches.
    expect(body.facets.difficult).toEqual([]);
    expect(body.facets.price).toEqual({ min: 0, max: 0 });
    const second = await search('соняшник', '&pageSize=1&page=2');
    expect(second.ids).toEqual([id.sun]);
    expect(second.body.total).toBe(2);
    expect(second.body.facets.size).toEqual([{ value: '40x50', count: 2 }]);
  });

  it('never finds hidden products', async () => {
    expect((await search('прихований')).ids).not.toContain(id.hidden);
    expect((await search('KS-9009')).ids).toEqual([]);
  });

  it('treats LIKE wildcards as plain text and finds nothing for nonsense', async () => {
    expect((await search('%')).ids).toEqual([]);
    expect((await search('KS_1001')).ids).not.toContain(id.cat);
    expect((await search('qzxwvy')).body.total).toBe(0);
    expect((await search("'; drop table products; --")).body.total).toBe(0);
  });

  it('ignores an empty or blank search', async () => {
    expect((await search('')).body.total).toBe(4);
    expect((await search('   ')).body.total).toBe(4);
  });

  it('rejects a search longer than 100 characters', async () => {
    for (const text of ['x'.repeat(101), 'x'.repeat(10_000)]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/server/products?search=${text}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('invalid_data');
    }
  });
});

const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));

describe('GET /products bad input', () => {
  const cases: [string, string][] = [
    ['unknown size', `size=${enc(['99x99'])}`],
    ['unknown label', `labelType=${enc(['nope'])}`],
    ['difficulty out of range', `difficult=${enc([7])}`],
    ['difficulty not a number', 'difficult=hard'],
    ['page 0', 'page=0'],
    ['negative page', 'page=-1'],
    ['page not a number', 'page=abc'],
    ['pageSize 1000', 'pageSize=1000'],
    ['unknown sort', 'sort=cheapest'],
    ['price not a number', 'minPrice=abc'],
    ['negative price', 'maxPrice=-5'],
    ['category with dots', `category=${encodeURIComponent('../etc')}`],
    ['search of 10 000 chars', `search=${'x'.repeat(10_000)}`],
    ['huge category', `category=${'a'.repeat(100_000)}`],
    ['broken JSON array of sizes', 'size=[40x50'],
  ];
  for (const [name, q] of cases) {
    it(`answers 400 invalid_data for ${name}`, async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/server/products?${q}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('invalid_data');
    });
  }
});
