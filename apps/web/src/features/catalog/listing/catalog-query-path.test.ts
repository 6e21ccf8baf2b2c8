import { describe, expect, it } from 'vitest';
import { catalogQueryPieces, splitCatalogSegments } from './catalog-query-path';
import { parseCatalogParams } from './catalog-params';

describe('the catalogue query in the path', () => {
  it('round-trips the filters, canonically', () => {
    const a = catalogQueryPieces(new URLSearchParams('page=2&size=["40x50","30x40"]&sort=cheap&_rsc=abc'));
    const b = catalogQueryPieces(new URLSearchParams('sort=cheap&size=30x40,40x50&page=2'));
    expect(a).toEqual(b);
    const { categories, query } = splitCatalogSegments(['picture-by-numbers', 'flowers', ...a]);
    expect(categories).toEqual(['picture-by-numbers', 'flowers']);
    expect(parseCatalogParams(query)).toMatchObject({ page: 2, sort: 'cheap', size: ['30x40', '40x50'] });
  });

  it('reads the filter form as a page without JavaScript submits it', () => {
    const submitted = catalogQueryPieces(
      new URLSearchParams('minPrice=&maxPrice=500&size=40x50&size=30x40&difficult=2&labelType=sale'),
    );
    expect(submitted).toEqual(
      catalogQueryPieces(
        new URLSearchParams('maxPrice=500&size=["30x40","40x50"]&difficult=[2]&labelType=["sale"]'),
      ),
    );
  });

  it('carries a long Cyrillic search in pieces each a file name can hold', () => {
    const search = 'квіти у вазі та маки на лузі '.repeat(4).slice(0, 100);
    const pieces = catalogQueryPieces(new URLSearchParams({ search, minPrice: '100' }));
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(161);
    expect(parseCatalogParams(splitCatalogSegments(pieces).query)).toMatchObject({
      search: search.trim(),
      minPrice: 100,
    });
  });

  it('adds nothing without filters, and reads a mangled piece as no filters', () => {
    expect(catalogQueryPieces(new URLSearchParams('utm_source=mail&page=1'))).toEqual([]);
    expect(splitCatalogSegments(['x', '~!!!'])).toEqual({ categories: ['x'], query: {} });
  });
});
