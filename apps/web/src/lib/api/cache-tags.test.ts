import { describe, expect, it } from 'vitest';
import { cacheTagOf, staleAfterChange } from './cache-tags';

describe('storefront cache tags', () => {
  it('tags catalogue answers apart from content', () => {
    expect(cacheTagOf('/products?page=2')).toBe('catalog');
    expect(cacheTagOf('/products/5/similar?limit=8')).toBe('catalog');
    expect(cacheTagOf('/content/categories-tree')).toBe('catalog');
    expect(cacheTagOf('/content/page-texts/about')).toBe('content');
    expect(cacheTagOf('/client-works')).toBe('content');
  });

  it('acts on a catalogue version once, on every change without one', () => {
    expect(staleAfterChange('catalog', 10)).toBe(true);
    expect(staleAfterChange('catalog', 10)).toBe(false);
    expect(staleAfterChange('catalog', 9)).toBe(false);
    expect(staleAfterChange('catalog', 11)).toBe(true);
    expect(staleAfterChange('catalog', undefined)).toBe(true);
    expect(staleAfterChange('content', undefined)).toBe(true);
    expect(staleAfterChange('content', undefined)).toBe(true);
  });
});
