import { describe, expect, it } from 'vitest';
import { localePath, shopPath, type ShopHref } from './client-navigation';
import { getPathname } from './navigation';
import { routing } from './routing';

const hrefs: ShopHref[] = [
  '/',
  '/cart',
  '/cabinet/personal',
  '/product/12',
  '/catalog/paint-by-numbers/animals?size=40x50&page=2',
  '/?thank-order=1',
  '/cart#lines',
  { pathname: '/catalog', query: { search: 'кіт у вікні' } },
  { pathname: '/about' },
];

describe('client navigation', () => {
  it.each(routing.locales)('writes every path in %s as next-intl does', (locale) => {
    for (const href of hrefs) expect(localePath(href, locale)).toBe(getPathname({ href, locale }));
  });

  it('writes no bare "?" for an empty query, where next-intl does', () => {
    expect(localePath({ pathname: '/catalog/diamond', query: {} }, 'ua')).toBe('/catalog/diamond');
    expect(localePath({ pathname: '/catalog/diamond', query: {} }, 'ru')).toBe('/ru/catalog/diamond');
  });

  it('reads the shop path back from the browser path in every locale', () => {
    for (const locale of routing.locales) {
      for (const path of ['/', '/cart', '/catalog/diamond', '/product/7'])
        expect(shopPath(localePath(path, locale))).toBe(path);
    }
    // A path that merely starts like a locale is not one.
    expect(shopPath('/rules')).toBe('/rules');
  });
});
