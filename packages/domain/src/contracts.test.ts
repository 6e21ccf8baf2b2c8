import { describe, expect, it } from 'vitest';
import { cookieValue, loggableUrl, personalPagePrefixes } from './contracts';
import { locales } from './enums';

describe('personalPagePrefixes', () => {
  it('holds the cabinet under every locale, not only the ones written by hand once', () => {
    expect(personalPagePrefixes).toContain('/cabinet');
    for (const locale of locales) expect(personalPagePrefixes).toContain(`/${locale}/cabinet`);
    expect(personalPagePrefixes).toContain('/ru/login');
    expect(personalPagePrefixes).toContain('/ru/kit');
  });
});

describe('cookieValue', () => {
  it('finds a cookie by its whole name, decoded', () => {
    expect(cookieValue('xcsrf_token=no; csrf_token=a%2Fb', 'csrf_token')).toBe('a/b');
    expect(cookieValue('NEXT_LOCALE=ru;csrf_token=c', 'csrf_token')).toBe('c');
  });

  it('is null for a missing, emptied or malformed cookie', () => {
    expect(cookieValue('NEXT_LOCALE=ru', 'csrf_token')).toBeNull();
    expect(cookieValue('csrf_token=', 'csrf_token')).toBeNull();
    expect(cookieValue('', 'csrf_token')).toBeNull();
    expect(cookieValue('NEXT_LOCALE=%E0%A4%A', 'NEXT_LOCALE')).toBeNull();
  });
});

describe('loggableUrl', () => {
  it('hides the values of credentials in the query and keeps everything else', () => {
    expect(loggableUrl('/kit/p12?k=abc&view=1')).toBe('/kit/p12?k=***&view=1');
    expect(loggableUrl('/account/confirm-email?token=s3cret')).toBe('/account/confirm-email?token=***');
    expect(loggableUrl('/api/server/orders/5?t=x')).toBe('/api/server/orders/5?t=***');
    expect(loggableUrl('/catalog?sort=price&page=2')).toBe('/catalog?sort=price&page=2');
    expect(loggableUrl('/catalog')).toBe('/catalog');
  });
});
