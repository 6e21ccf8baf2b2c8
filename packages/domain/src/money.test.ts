import { describe, expect, it } from 'vitest';
import { formatUah, kopiykyToUah, percentOf, roundKopiyky, uahToKopiyky } from './money';

/** Intl puts no-break spaces between digit groups; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-');

describe('roundKopiyky', () => {
  it('rounds half away from zero', () => {
    expect(roundKopiyky(0.5)).toBe(1);
    expect(roundKopiyky(1.5)).toBe(2);
    expect(roundKopiyky(2.5)).toBe(3);
    expect(roundKopiyky(-0.5)).toBe(-1);
    expect(roundKopiyky(-1.5)).toBe(-2);
    expect(roundKopiyky(-2.5)).toBe(-3);
  });

  it('rounds other fractions to the nearest kopiyka', () => {
    expect(roundKopiyky(1.49)).toBe(1);
    expect(roundKopiyky(1.51)).toBe(2);
    expect(roundKopiyky(-1.49)).toBe(-1);
    expect(roundKopiyky(-1.51)).toBe(-2);
    expect(roundKopiyky(100)).toBe(100);
  });

  it('never answers a negative zero', () => {
    expect(roundKopiyky(-0.4)).toBe(0);
    expect(roundKopiyky(0)).toBe(0);
  });
});

describe('uahToKopiyky', () => {
  it('is free of binary floating-point drift', () => {
    expect(uahToKopiyky(0.1 + 0.2)).toBe(30);
    expect(uahToKopiyky(1.13)).toBe(113);
    expect(uahToKopiyky(19.99)).toBe(1999);
    expect(uahToKopiyky(4.35)).toBe(435);
    expect(uahToKopiyky(1250.5)).toBe(125050);
  });

  it('gives whole kopiyky for whole and two-decimal UAH', () => {
    expect(uahToKopiyky(0)).toBe(0);
    expect(uahToKopiyky(1)).toBe(100);
    expect(uahToKopiyky(825)).toBe(82500);
    expect(uahToKopiyky(-20)).toBe(-2000);
    for (let cents = 0; cents < 1000; cents++) expect(uahToKopiyky(cents / 100)).toBe(cents);
  });

  it('rounds half a kopiyka away from zero, as the decimal number reads', () => {
    expect(uahToKopiyky(0.005)).toBe(1);
    expect(uahToKopiyky(-0.005)).toBe(-1);
    expect(uahToKopiyky(1.005)).toBe(101);
    expect(uahToKopiyky(1.015)).toBe(102);
    expect(uahToKopiyky(0.285)).toBe(29);
    expect(uahToKopiyky(-1.005)).toBe(-101);
    expect(uahToKopiyky(1.004)).toBe(100);
    expect(uahToKopiyky(1.006)).toBe(101);
  });
});

describe('kopiykyToUah', () => {
  it('converts back', () => {
    expect(kopiykyToUah(30)).toBe(0.3);
    expect(kopiykyToUah(125050)).toBe(1250.5);
    expect(kopiykyToUah(0)).toBe(0);
    expect(kopiykyToUah(-2000)).toBe(-20);
  });

  it('drops sub-kopiyka fractions', () => {
    expect(kopiykyToUah(30.4)).toBe(0.3);
    expect(kopiykyToUah(30.5)).toBe(0.31);
  });

  it('round-trips with uahToKopiyky', () => {
    for (const uah of [0, 0.01, 0.3, 19.99, 825, 1250.5, 99999.99]) {
      expect(kopiykyToUah(uahToKopiyky(uah))).toBe(uah);
    }
  });
});

describe('percentOf', () => {
  it('takes a percentage of kopiyky', () => {
    expect(percentOf(100000, 2)).toBe(2000);
    expect(percentOf(100000, 30)).toBe(30000);
    expect(percentOf(82500, 20)).toBe(16500);
    expect(percentOf(0, 15)).toBe(0);
    expect(percentOf(12345, 0)).toBe(0);
  });

  it('rounds the result to a whole kopiyka, half away from zero', () => {
    expect(percentOf(12345, 2)).toBe(247); // 246.9
    expect(percentOf(25, 2)).toBe(1); // 0.5
    expect(percentOf(75, 2)).toBe(2); // 1.5
    expect(percentOf(10, 15)).toBe(2); // 1.5
    expect(percentOf(-25, 2)).toBe(-1); // -0.5
    expect(percentOf(333, 30)).toBe(100); // 99.9
    expect(Number.isInteger(percentOf(99999, 7))).toBe(true);
  });
});

describe('formatUah', () => {
  it('prints whole hryvnias without decimals and with grouped thousands', () => {
    expect(plain(formatUah(125000))).toBe('1 250 ₴');
    expect(plain(formatUah(82500))).toBe('825 ₴');
    expect(plain(formatUah(0))).toBe('0 ₴');
    expect(plain(formatUah(1234567800))).toBe('12 345 678 ₴');
  });

  it('prints two decimals with a comma when there are kopiyky', () => {
    expect(plain(formatUah(125050))).toBe('1 250,50 ₴');
    expect(plain(formatUah(125055))).toBe('1 250,55 ₴');
    expect(plain(formatUah(30))).toBe('0,30 ₴');
    expect(plain(formatUah(1))).toBe('0,01 ₴');
  });

  it('defaults to ua and prints ru the same way', () => {
    expect(formatUah(125050)).toBe(formatUah(125050, 'ua'));
    expect(plain(formatUah(125000, 'ru'))).toBe('1 250 ₴');
    expect(plain(formatUah(125055, 'ru'))).toBe('1 250,55 ₴');
    expect(plain(formatUah(99, 'ru'))).toBe('0,99 ₴');
  });

  it('rounds sub-kopiyka input and handles negatives', () => {
    expect(plain(formatUah(125049.6))).toBe('1 250,50 ₴');
    expect(plain(formatUah(-2000))).toBe('-20 ₴');
    expect(plain(formatUah(-0.4))).toBe('0 ₴');
  });

  it('prints what ICU prints for uk-UA and ru-UA, grouping always on', () => {
    // Intl is the oracle here; the shop prints without it (money.ts says why).
    const amounts = [0, 1, 99, 100, 101, 999_99, 1000_00, 1234_56, 99_999_00, 100_000_01, 12_345_678_90];
    // Spread over every length from 1 to 12 digits, the same numbers each run.
    for (let i = 1; i <= 500; i += 1) amounts.push((i * 104_729 * 7_919) % 10 ** (1 + (i % 12)));
    for (const kopiyky of [...amounts, ...amounts.map((a) => -a)]) {
      for (const [locale, tag] of [
        ['ua', 'uk-UA'],
        ['ru', 'ru-UA'],
      ] as const) {
        const digits = roundKopiyky(kopiyky) % 100 === 0 ? 0 : 2;
        const icu = new Intl.NumberFormat(tag, {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
          useGrouping: 'always',
        }).format(roundKopiyky(kopiyky) / 100);
        expect(formatUah(kopiyky, locale), `${kopiyky} in ${locale}`).toBe(`${icu} ₴`);
      }
    }
  });
});
