import { describe, expect, it } from 'vitest';
import {
  emptyParams,
  forCategoryChange,
  pageList,
  parseCatalogParams,
  toApiQuery,
  toQueryString,
  withChange,
} from './catalog-params';

describe('parseCatalogParams', () => {
  it('reads the JSON arrays of requirements §2', () => {
    const p = parseCatalogParams({
      size: '["30x40","40x50"]',
      difficult: '[3,1]',
      labelType: '["sale"]',
      sort: 'cheap',
      page: '2',
    });
    expect(p).toMatchObject({
      size: ['30x40', '40x50'],
      difficult: [1, 3],
      labelType: ['sale'],
      sort: 'cheap',
      page: 2,
    });
  });

  it('swaps a reversed price range and ignores prices of 0 or less', () => {
    expect(parseCatalogParams({ minPrice: '900', maxPrice: '200' })).toMatchObject({
      minPrice: 200,
      maxPrice: 900,
    });
    const p = parseCatalogParams({ minPrice: '0', maxPrice: '-5' });
    expect(p.minPrice).toBeUndefined();
    expect(p.maxPrice).toBeUndefined();
  });

  it('drops values the API would refuse instead of failing', () => {
    const p = parseCatalogParams({
      size: '["99x99","30x40"]',
      difficult: '[0,7,"x",2]',
      labelType: '[oops',
      sort: 'random',
      page: 'abc',
    });
    expect(p).toEqual({ ...emptyParams, size: ['30x40'], difficult: [2] });
  });

  it('accepts underscores, a Cyrillic х and comma lists from older links', () => {
    expect(parseCatalogParams({ labelType: 'top_sales', size: '30х40,40x50' })).toMatchObject({
      labelType: ['top-sales'],
      size: ['30x40', '40x50'],
    });
  });

  it('reads a key repeated, as the filter form sends its ticks without JavaScript', () => {
    expect(
      parseCatalogParams({ size: ['30x40', '40x50'], difficult: ['4', '2'], labelType: '', minPrice: '' }),
    ).toEqual({ size: ['30x40', '40x50'], difficult: [2, 4], labelType: [], page: 1 });
  });
});

describe('toQueryString', () => {
  it('writes readable JSON arrays and leaves out defaults', () => {
    const qs = toQueryString({ ...emptyParams, size: ['30x40'], difficult: [2, 4], page: 1 });
    expect(qs).toBe('?size=["30x40"]&difficult=[2,4]');
    expect(new URLSearchParams(qs).get('size')).toBe('["30x40"]');
    expect(toQueryString(emptyParams)).toBe('');
  });

  it('round-trips through the parser', () => {
    const p = {
      ...emptyParams,
      minPrice: 100,
      maxPrice: 500,
      labelType: ['new' as const],
      search: 'кіт і пес',
      page: 3,
    };
    expect(parseCatalogParams(Object.fromEntries(new URLSearchParams(toQueryString(p))))).toEqual(p);
  });

  it('reads a search with NUL or half a surrogate pair as the text around it (issue #48: was a 500)', () => {
    expect(parseCatalogParams({ search: 'test\u0000' }).search).toBe('test');
    expect(parseCatalogParams({ search: 'ки\ud800т' }).search).toBe('кит');
    expect(parseCatalogParams({ search: '\u0000' }).search).toBeUndefined();
    // 99 letters and an emoji: the cut at 100 splits the pair; the half is dropped, not sent.
    expect(parseCatalogParams({ search: `${'a'.repeat(99)}🎨` }).search).toBe('a'.repeat(99));
  });
});

describe('toApiQuery', () => {
  it('sends the filters and the page size to GET /products', () => {
    const query = new URLSearchParams(toApiQuery({ ...emptyParams, size: ['40x50'] }));
    expect(query.get('size')).toBe('["40x50"]');
    expect(query.get('pageSize')).toBe('12');
    expect(query.has('category')).toBe(false);
  });
});

describe('changes', () => {
  it('a filter change goes back to page 1', () => {
    expect(withChange({ ...emptyParams, page: 4 }, { size: ['25x25'] })).toMatchObject({
      page: 1,
      size: ['25x25'],
    });
  });

  it('a category change drops page, labelType and search but keeps the rest', () => {
    const p = forCategoryChange({
      ...emptyParams,
      page: 3,
      labelType: ['sale'],
      search: 'кіт',
      size: ['30x40'],
      sort: 'cheap',
    });
    expect(p).toEqual({ ...emptyParams, size: ['30x40'], sort: 'cheap' });
  });
});

describe('pageList', () => {
  it('lists every page when there are few', () => {
    expect(pageList(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('elides far pages', () => {
    expect(pageList(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageList(1, 12)).toEqual([1, 2, 3, 4, null, 12]);
    expect(pageList(12, 12)).toEqual([1, null, 9, 10, 11, 12]);
  });
});
