import compile from 'icu-minify/compile';
import { describe, expect, it } from 'vitest';
import { formatCount, formatCountMessage } from './count-text';

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
});
