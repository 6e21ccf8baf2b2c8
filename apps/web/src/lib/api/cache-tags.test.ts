import { describe, expect, it } from 'vitest';
import { cacheTagsOf, staleAfterChange } from './cache-tags';

describe('storefront cache tags', () => {
  it('tags each answer as narrowly as what it shows', () => {
    expect(cacheTagsOf('/products/5')).toEqual(['catalog', 'product:5']);
    expect(cacheTagsOf('/products/5/similar?limit=8')).toEqual(['catalog', 'product:5', 'listing:']);
    expect(cacheTagsOf('/products?page=2')).toEqual(['catalog', 'listing:']);
    expect(cacheTagsOf('/products?category=picture_by_numbers%2Fanimals&page=2')).toEqual([
      'catalog',
      'listing:picture-by-numbers/animals',
    ]);
    expect(cacheTagsOf('/content/categories-tree')).toEqual(['catalog']);
    expect(cacheTagsOf('/content/product-sizes')).toEqual(['catalog']);
    expect(cacheTagsOf('/content/page-texts/about')).toEqual(['content']);
    expect(cacheTagsOf('/client-works')).toEqual(['content']);
  });

  it('acts on a catalogue version once per tag, on every change without one', () => {
    expect(staleAfterChange('catalog', 10)).toBe(true);
    expect(staleAfterChange('catalog', 10)).toBe(false);
    expect(staleAfterChange('catalog', 9)).toBe(false);
    expect(staleAfterChange('product:3', 10)).toBe(true);
    expect(staleAfterChange('catalog', 11)).toBe(true);
    expect(staleAfterChange('catalog', undefined)).toBe(true);
    expect(staleAfterChange('content', undefined)).toBe(true);
    expect(staleAfterChange('content', undefined)).toBe(true);
  });

  it('forgets the oldest tags, never refusing a change it no longer remembers', () => {
    for (let id = 0; id < 10_001; id += 1) staleAfterChange(`product:${id}`, 20);
    expect(staleAfterChange('product:0', 20)).toBe(true);
    expect(staleAfterChange('product:10000', 20)).toBe(false);
  });
});
