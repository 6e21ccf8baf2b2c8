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

/**
 * "1 250 ₴" / "1 250,50 ₴" — the shop's way to print a price: digit groups joined by a no-break
 * space, a comma before the kopiyky, the same in both locales (as ICU's uk-UA and ru-UA print it,
 * with grouping always on; money.test.ts holds the two side by side).
 *
 * Written out rather than through Intl.NumberFormat: a phone's first price formatter loads ICU's
 * locale data, about 20 ms of the main thread on the photo picture's first load, where prices are
 * drawn in the browser (docs/benchmarks-history.md, "Issue 26, 2026-11-29").
 */
export function formatUah(kopiyky: Kopiyky, _locale: Locale = 'ua'): string {
  const rounded = roundKopiyky(kopiyky);
  const whole = Math.trunc(Math.abs(rounded) / 100);
  const cents = Math.abs(rounded) % 100;
  const sign = rounded < 0 ? '-' : '';
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, '\u00a0');
  // Kopiyky are printed as two digits ("1 250,50"), never as one ("1 250,5"), and not at all when none.
  const fraction = cents === 0 ? '' : `,${String(cents).padStart(2, '0')}`;
  return `${sign}${grouped}${fraction} ₴`;
}
