import type { Locale } from './enums';

/**
 * Money is integer kopiyky in the domain and the database; the API shows UAH numbers
 * (two decimals at most) as the spec's product `price` does. All rounding goes through here.
 */
export type Kopiyky = number;

/** Rounds half away from zero to a whole kopiyka. `+ 0` turns a -0 (from -0.4) into 0. */
export const roundKopiyky = (value: number): Kopiyky => Math.sign(value) * Math.round(Math.abs(value)) + 0;

/**
 * `uah * 100` carries binary drift (1.005 * 100 === 100.49999999999999); cutting it to 15
 * significant digits, the precision a double holds, restores the decimal value before rounding.
 */
export const uahToKopiyky = (uah: number): Kopiyky => roundKopiyky(Number((uah * 100).toPrecision(15)));

export const kopiykyToUah = (kopiyky: Kopiyky): number => roundKopiyky(kopiyky) / 100;

/** A percentage of an amount, rounded to a whole kopiyka. */
export const percentOf = (kopiyky: Kopiyky, percent: number): Kopiyky =>
  roundKopiyky((kopiyky * percent) / 100);

const formatters = new Map<string, Intl.NumberFormat>();

/** "1 250 ₴" / "1 250,50 ₴" — the shop's way to print a price. */
export function formatUah(kopiyky: Kopiyky, locale: Locale = 'ua'): string {
  const rounded = roundKopiyky(kopiyky);
  // Kopiyky are printed as two digits ("1 250,50"), never as one ("1 250,5").
  const fractionDigits = rounded % 100 === 0 ? 0 : 2;
  const key = `${locale}:${fractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale === 'ua' ? 'uk-UA' : 'ru-UA', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      // ICU's ru-UA leaves four-digit numbers ungrouped ("1250"); both locales group them.
      useGrouping: 'always',
    });
    formatters.set(key, f);
  }
  return `${f.format(rounded / 100)} ₴`;
}
