import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertProduct } from '../../test/fixtures';
import { shortWordPatterns } from './catalog-search-repository';

// Issue #48: «кіт» also found «Білий кінь на світанку». A short word one letter off is another
// word, so only long words are forgiven a typo.

let t: TestApp;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const make = async (key: string, nameUa: string, nameRu: string) => {
    id[key] = (await insertProduct(t.db, { nameUa, nameRu })).id;
  };
  await make('cat', 'Кіт на вікні', 'Кот на окне');
  await make('horse', 'Білий кінь на світанку', 'Белый конь на рассвете');
  await make('sun', 'Соняшники в полі', 'Подсолнухи в поле');
  await make('kitten', 'Руде кошеня', 'Рыжий котёнок');
});
afterAll(async () => t?.close());

const found = async (text: string): Promise<number[]> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/server/products?search=${encodeURIComponent(text)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().items.map((p: { id: number }) => p.id);
};

describe('GET /products?search — short words are taken as typed', () => {
  it('finds cats for «кіт», not the horse one letter away', async () => {
    expect(await found('кіт')).toEqual([id.cat]);
    expect(await found('Кіт')).toEqual([id.cat]);
    expect(await found('кінь')).toEqual([id.horse]);
    // Russian: «кот» is in «Кот на окне» and «котёнок», not «конь».
    expect([...(await found('кот'))].sort()).toEqual([id.cat, id.kitten].sort());
  });

  it('does not let a short word ride on the words around it', async () => {
    // «кіт на» shared most trigrams with «кінь на» as one string.
    expect(await found('кіт на')).toEqual([id.cat]);
    expect(await found('кит')).toEqual([]);
  });

  it('still forgives a typo in a long word, with the short words beside it as typed', async () => {
    expect(await found('сонячники')).toEqual([id.sun]);
    expect(await found('сонячники в полі')).toEqual([id.sun]);
    expect(await found('світанок')).toEqual([id.horse]);
    expect(await found('білий кінь на світанок')).toEqual([id.horse]);
  });
});

describe('shortWordPatterns', () => {
  it('gives each short word once as a literal LIKE pattern, long words none', () => {
    expect(shortWordPatterns('кіт на вікні')).toEqual(['%кіт%', '%на%']);
    expect(shortWordPatterns('соняшники')).toEqual([]);
    expect(shortWordPatterns('a_b 10% на на')).toEqual(['%a%', '%b%', '%10%', '%на%']);
  });
});
