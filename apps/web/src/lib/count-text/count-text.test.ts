import compile from 'icu-minify/compile';
import { describe, expect, it } from 'vitest';
import { countText, formatCount, formatCountMessage } from './count-text';

describe('counts without Intl.NumberFormat', () => {
  it('writes numbers as uk-UA and ru-UA do', () => {
    for (const n of [0, 7, 24, 999, 1000, 2054, 12054, 1234567])
      for (const [locale, tag] of [
        ['ua', 'uk-UA'],
        ['ru', 'ru-UA'],
      ] as const) {
        expect(formatCount(n, locale)).toBe(new Intl.NumberFormat(tag).format(n));
        for (const m of [n + 0.04, n + 0.5, n + 0.96, n + 0.25])
          expect(formatCount(m, locale, 1)).toBe(
            new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(m),
          );
      }
  });

  it('formats a compiled plural message as the words the shop uses', () => {
    const summary = compile(
      '{colours, plural, one {# колір} few {# кольори} many {# кольорів} other {# кольору}}, {regions, plural, one {# ділянка} few {# ділянки} many {# ділянок} other {# ділянки}}',
    );
    expect(formatCountMessage(summary, 'ua', { colours: 24, regions: 2054 })).toBe(
      '24 кольори, 2\u00a0054 ділянки',
    );
    expect(formatCountMessage(summary, 'ua', { colours: 36, regions: 251 })).toBe('36 кольорів, 251 ділянка');
    expect(formatCountMessage({}, 'ua', { colours: 1 })).toBeNull();
  });

  it('counts by Ukrainian and Russian rules whatever the default language (this process: en-US)', () => {
    const messages = {
      ua: 'Кошик, {count, plural, =0 {порожній} one {# товар} few {# товари} many {# товарів} other {# товару}}',
      ru: 'Корзина, {count, plural, =0 {пустая} one {# товар} few {# товара} many {# товаров} other {# товара}}',
    };
    const translator = (locale: 'ua' | 'ru') => {
      const compiled = compile(messages[locale]);
      return Object.assign(() => 'uncompiled', { raw: () => compiled });
    };
    const label = (locale: 'ua' | 'ru', count: number) =>
      countText(translator(locale), 'headerLabel', locale, { count });
    expect([0, 1, 3, 5, 11, 21, 1000].map((n) => label('ua', n))).toEqual([
      'Кошик, порожній',
      'Кошик, 1 товар',
      'Кошик, 3 товари',
      'Кошик, 5 товарів',
      'Кошик, 11 товарів',
      'Кошик, 21 товар',
      'Кошик, 1\u00a0000 товарів',
    ]);
    expect(label('ru', 3)).toBe('Корзина, 3 товара');
    expect(label('ru', 5)).toBe('Корзина, 5 товаров');
    expect(
      countText(
        Object.assign(() => 'as t says', { raw: () => ({}) }),
        'x',
        'ua',
        { count: 2 },
      ),
    ).toBe('as t says');
  });
});
