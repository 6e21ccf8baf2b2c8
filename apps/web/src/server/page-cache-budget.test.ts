import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_CACHE_MB, nextCacheBytes, pageCacheBudget } from './page-cache-budget';

const MB = 1024 * 1024;

describe('PAGE_CACHE_MB, the budget of both page caches', () => {
  it('gives the front cache three quarters and Next the rest', () => {
    expect(pageCacheBudget('256')).toEqual({ frontBytes: 192 * MB, nextBytes: 64 * MB });
    expect(pageCacheBudget(undefined)).toEqual(pageCacheBudget(String(DEFAULT_PAGE_CACHE_MB)));
  });

  it('keeps Next a small cache when the front cache is off', () => {
    expect(pageCacheBudget('0')).toEqual({ frontBytes: 0, nextBytes: 16 * MB });
  });

  it('sets Next’s limit to half its share: Next counts characters, and ours take two bytes', () => {
    expect(nextCacheBytes('256')).toBe(32 * MB);
    expect(nextCacheBytes(undefined)).toBe(16 * MB);
    expect(nextCacheBytes('0')).toBe(8 * MB);
  });

  it('refuses what is not a size; Next then takes the default share', () => {
    for (const bad of ['', 'lots', '-1']) expect(pageCacheBudget(bad)).toBeNull();
    expect(nextCacheBytes('lots')).toBe(nextCacheBytes(undefined));
  });
});
