import { feedLeftOutReasons } from '@kartyna/domain';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18n-provider';
import {
  entriesLine,
  exclusionErrorKey,
  hintKey,
  lastReadLine,
  parseProductId,
  productsPhrase,
  readerText,
  reasonKey,
  shortUserAgent,
  shownLine,
  urlSegments,
} from './feed-words';

const t = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
// Tests read the no-break spaces as plain ones.
const plain = (s: string | null) => s?.replace(/\u00a0/g, ' ');

describe('productsPhrase', () => {
  it('follows the Ukrainian plural rules and groups thousands', () => {
    const cases: [number, string][] = [
      [0, '0 товарів'],
      [1, '1 товар'],
      [2, '2 товари'],
      [4, '4 товари'],
      [5, '5 товарів'],
      [11, '11 товарів'],
      [12, '12 товарів'],
      [14, '14 товарів'],
      [21, '21 товар'],
      [22, '22 товари'],
      [101, '101 товар'],
      [111, '111 товарів'],
      [1230, '1 230 товарів'],
      [1234, '1 234 товари'],
      [2001, '2 001 товар'],
    ];
    for (const [n, words] of cases) expect(plain(productsPhrase(t, n))).toBe(words);
  });

  it('keeps a count and its word on one line', () => {
    expect(productsPhrase(t, 1234)).toBe('1\u00a0234\u00a0товари');
    expect(plain(entriesLine(t, 1234))).toBe('У фіді 1 234 товари');
  });
});

describe('reason words', () => {
  it('names every reason the API gives, in Ukrainian', () => {
    const words = feedLeftOutReasons.map((reason) => t(reasonKey(reason)));
    expect(words).toEqual(['Прибрано персоналом', 'Немає фото', 'Немає ціни']);
  });

  it('has a hint for every feed the API makes, and none for an unknown one', () => {
    for (const file of ['google-merchant.xml', 'rozetka.xml', 'prom.xml', 'hotline.xml'])
      expect(t(hintKey(file), { _: '' })).toMatch(/→/);
    expect(t(hintKey('ozon.xml'), { _: '' })).toBe('');
  });
});

describe('shortUserAgent', () => {
  const short = (ua: string | null) => shortUserAgent(ua)?.name ?? null;

  it('names a robot by its own token, even where it also claims to be a browser', () => {
    expect(short('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(
      'Googlebot/2.1',
    );
    expect(
      short(
        'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) ' +
          'Chrome/131.0.6778.204 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      ),
    ).toBe('Googlebot/2.1');
    expect(short('facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)')).toBe(
      'facebookexternalhit/1.1',
    );
    expect(short('RozetkaBot/1.0')).toBe('RozetkaBot/1.0');
    expect(short('Feedfetcher-Google; (+http://www.google.com/feedfetcher.html)')).toBe('Feedfetcher-Google');
  });

  it('names a browser by its name and major version', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
    expect(shortUserAgent(chrome)).toEqual({ name: 'Chrome 120', browser: true });
    expect(short(`${chrome} Edg/120.0.2210.91`)).toBe('Edge 120');
    expect(short('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0')).toBe(
      'Firefox 121',
    );
    expect(
      short(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
          'Version/17.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17');
  });

  it('keeps a tool its first token, and cuts a long nameless string', () => {
    expect(short('curl/8.5.0')).toBe('curl/8.5.0');
    expect(short('python-requests/2.31.0')).toBe('python-requests/2.31.0');
    expect(short('Mozilla/5.0 (compatible; YandexMarket/2.0)')).toBe('YandexMarket/2.0');
    const long = short('Імпорт товарів маркетплейсу '.repeat(5));
    expect(long).toHaveLength(60);
    expect(long?.endsWith('…')).toBe(true);
  });

  it('has no name for an empty one', () => {
    expect(shortUserAgent(null)).toBeNull();
    expect(shortUserAgent('   ')).toBeNull();
    expect(readerText(t, null)).toBe('клієнт не назвався');
    expect(readerText(t, 'Mozilla/5.0 (X11) AppleWebKit/537.36 Chrome/120.0 Safari/537.36')).toBe(
      'браузер Chrome 120',
    );
  });
});

describe('lastReadLine', () => {
  it('says when, how much and who, in Kyiv time', () => {
    expect(
      plain(
        lastReadLine(t, {
          lastReadAt: '2026-12-06T12:30:00Z',
          lastReader: 'RozetkaBot/1.0',
          lastReadEntries: 1230,
        }),
      ),
    ).toBe('Маркетплейс читав 06.12.2026, 14:30: 1 230 товарів, RozetkaBot/1.0');
    expect(lastReadLine(t, { lastReadAt: null, lastReader: null, lastReadEntries: null })).toBe(
      'Ще ніхто не читав цей фід',
    );
  });
});

describe('shownLine', () => {
  it('speaks only when the API sent fewer than there are', () => {
    expect(plain(shownLine(t, 200, 1234))).toBe('Показано 200 з 1 234');
    expect(shownLine(t, 3, 3)).toBeNull();
  });
});

describe('parseProductId', () => {
  it('takes a whole number from 1', () => {
    expect(parseProductId(' 42 ')).toBe(42);
    for (const bad of ['', '0', '-3', '1.5', '1e3', 'abc', '99999999999'])
      expect(parseProductId(bad)).toBeNull();
  });
});

describe('exclusionErrorKey', () => {
  it('reads a 404 as an unknown product and keeps the API’s other keys', () => {
    expect(exclusionErrorKey(new HttpError('shop.errors.not_found', 404, {}))).toBe(
      'shop.errors.product_not_found',
    );
    expect(t(exclusionErrorKey(new HttpError('shop.errors.not_found', 404, {})))).toBe('Товар не знайдено');
    expect(exclusionErrorKey(new HttpError('shop.errors.network', 0, {}))).toBe('shop.errors.network');
    expect(exclusionErrorKey(new HttpError('shop.errors.invalid_data', 400, {}))).toBe(
      'shop.errors.invalid_data',
    );
    expect(exclusionErrorKey(new TypeError('x is undefined'))).toBe('shop.errors.unexpected_error');
  });
});

describe('urlSegments', () => {
  it('breaks after the path slashes only, and loses nothing', () => {
    const url = 'https://kartyna.com.ua/feeds/google-merchant.xml';
    expect(urlSegments(url)).toEqual(['https://kartyna.com.ua/', 'feeds/', 'google-merchant.xml']);
    expect(urlSegments(url).join('')).toBe(url);
    expect(urlSegments('http://127.0.0.1:3000/feeds/rozetka.xml')).toHaveLength(3);
  });
});
