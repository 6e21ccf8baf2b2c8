import { describe, expect, it } from 'vitest';
import { searchTarget } from './search-target';

describe('searchTarget', () => {
  it('sends a non-empty text to the catalogue, trimmed', () => {
    expect(searchTarget('  KR-001 ', '/about', '')).toEqual({
      pathname: '/catalog',
      query: { search: 'KR-001' },
    });
  });

  it('never applies an empty text', () => {
    expect(searchTarget('   ', '/about', '?search=x')).toBeNull();
    expect(searchTarget('', '/catalog', '?size=%5B%2240x50%22%5D')).toBeNull();
  });

  it('removes search from a catalogue URL and keeps the other filters', () => {
    expect(searchTarget('', '/catalog/mosaik', '?search=cat&size=%5B%2240x50%22%5D')).toEqual({
      pathname: '/catalog/mosaik',
      query: { size: '["40x50"]' },
    });
  });
});
