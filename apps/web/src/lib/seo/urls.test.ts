import { describe, expect, it } from 'vitest';
import { localizedUrl, ogLocale } from './urls';

describe('localizedUrl', () => {
  const origin = 'https://kartyna.com.ua';
  it('puts ua without a prefix and ru under /ru', () => {
    expect(localizedUrl(origin, 'ua', '/about')).toBe('https://kartyna.com.ua/about');
    expect(localizedUrl(origin, 'ru', '/about')).toBe('https://kartyna.com.ua/ru/about');
  });

  it('gives the home page as / and /ru', () => {
    expect(localizedUrl(origin, 'ua', '/')).toBe('https://kartyna.com.ua/');
    expect(localizedUrl(origin, 'ru', '/')).toBe('https://kartyna.com.ua/ru');
  });

  it('accepts a path without its leading slash', () => {
    expect(localizedUrl(origin, 'ru', 'catalog/kits')).toBe('https://kartyna.com.ua/ru/catalog/kits');
  });

  it('names the Open Graph locale by language', () => {
    expect(ogLocale('ua')).toBe('uk_UA');
    expect(ogLocale('ru')).toBe('ru_UA');
  });
});
