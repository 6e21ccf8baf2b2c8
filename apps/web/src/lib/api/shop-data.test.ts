import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  EVERY_PAGE_TAGS,
  STOREFRONT_TAG_KINDS,
  storefrontCacheTagSchema,
  tagKindOf,
  type StorefrontCacheTag,
} from '@kartyna/domain';

vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined }),
}));

const { shopFetches, shopGet } = await import('./shop-data');
const { serverGet } = await import('./server-api');

const fetchMock = vi.fn(async () => Response.json([]));
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockClear());
const sentInit = () => (fetchMock.mock.calls[0] as unknown as [string, RequestInit & { next?: unknown }])[1];

/** One call of every public fetch: a fetch added without a line here fails the typecheck. */
const calls: { [K in keyof typeof shopFetches]: Parameters<(typeof shopFetches)[K]> } = {
  categoryTree: [],
  listing: [['kits', 'flowers'], [['page', '2']]],
  product: [7],
  commonVariables: [],
  pageText: ['about'],
  seoData: ['/catalog'],
  testimonials: [2, 10],
  clientWorks: [],
};
const declared = Object.entries(calls).map(([name, args]) => {
  const make = shopFetches[name as keyof typeof shopFetches] as (...a: unknown[]) => {
    tags: readonly StorefrontCacheTag[];
  };
  return { name, tags: make(...args).tags };
});

describe('every public fetch declares its tags', () => {
  it.each(declared)('$name: tags of the API’s names, one of them dropped by a drop-all', ({ tags }) => {
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(storefrontCacheTagSchema.safeParse(tag).success).toBe(true);
    expect(tags.some((tag) => (EVERY_PAGE_TAGS as readonly string[]).includes(tag))).toBe(true);
  });

  it('declares every kind of tag the API announces, so no announcement expires nothing', () => {
    const kinds = new Set(declared.flatMap(({ tags }) => tags.map(tagKindOf)));
    expect(kinds).toEqual(new Set(STOREFRONT_TAG_KINDS));
  });

  it('tags a listing by the category it is given, never by what its filters say', () => {
    const listing = shopFetches.listing(
      ['picture_by_numbers', 'animals'],
      [['search', 'product:5 /products/9']],
    );
    expect(listing.tags).toEqual(['catalog', 'listing:picture-by-numbers/animals']);
    expect(listing.path).toBe(
      '/products?category=picture_by_numbers%2Fanimals&search=product%3A5%20%2Fproducts%2F9',
    );
    expect(shopFetches.listing([], [['pageSize', '8']]).tags).toEqual(['catalog', 'listing:']);
  });

  it('caches the answer under the tags its fetch declares', async () => {
    // The stand-in API's answer is no product; what was asked for is what counts here.
    await shopGet(shopFetches.product(7), 60).catch(() => undefined);
    expect(sentInit().next).toEqual({ revalidate: 60, tags: ['catalog', 'product:7'] });
  });

  it('refuses a public answer that declares no tags, before asking the API', async () => {
    await expect(serverGet('/content/categories-tree', z.array(z.unknown()), { tags: [] })).rejects.toThrow(
      /declares no cache tags/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('public answers are asked for only here', () => {
  const src = fileURLToPath(new URL('../..', import.meta.url));
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });

  it('every serverGet outside lib/api is a personal one, sent with the session', () => {
    const publicCalls: string[] = [];
    let calls = 0;
    for (const file of sources(src)) {
      const name = relative(src, file);
      if (name.startsWith(join('lib', 'api'))) continue;
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/serverGet\(/g)) {
        calls += 1;
        const call = text.slice(match.index, text.indexOf(');', match.index));
        if (!/\bauth:\s*(true|'optional')/.test(call)) publicCalls.push(`${name}: ${call}`);
      }
    }
    // A scan that found no call would pass anything (the cabinet and the kit page make two).
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(publicCalls).toEqual([]);
  });
});
