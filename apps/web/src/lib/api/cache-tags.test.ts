import { describe, expect, it } from 'vitest';
import { staleAfterChange } from './cache-tags';

describe('storefront cache tags', () => {
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
