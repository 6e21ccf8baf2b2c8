import format, { type CompiledMessage } from 'icu-minify/format';
import { pluralForm } from './plural-form';

/**
 * Counts in the shop's texts without Intl.NumberFormat. The first NumberFormat a page makes
 * loads ICU's number data: 45-125 ms of main thread at 4× CPU in one call, and the photo
 * picture's first was the kit summary's `#` (or the legend's millilitres), in the render of
 * the first painted preview (issue #46). The shop's prices went without Intl for the same
 * reason; the plural forms too (plural-form.ts).
 */

/** The browser's language tag for a shop locale ('ua' is the shop's name for Ukrainian). */
export const languageOf = (locale: string) => (locale === 'ru' ? 'ru-UA' : 'uk-UA');

/**
 * As uk-UA and ru-UA write a number (CLDR): digits in threes parted by a no-break space, from
 * four digits up in Ukrainian and from five in ru-UA; a decimal comma; at most `fractionDigits`
 * decimals, trailing zeros dropped.
 */
export function formatCount(value: number, locale: string, fractionDigits = 0): string {
  const scale = 10 ** fractionDigits;
  const rounded = Math.round(Math.abs(value) * scale);
  const whole = String(Math.floor(rounded / scale));
  const fraction = String(rounded % scale)
    .padStart(fractionDigits, '0')
    .replace(/0+$/, '');
  const groupFrom = locale === 'ru' ? 5 : 4;
  const grouped = whole.length >= groupFrom ? whole.replace(/\B(?=(\d{3})+$)/g, '\u00a0') : whole;
  return `${value < 0 && rounded > 0 ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

type Formatters = Parameters<typeof format>[3]['formatters'];
// Whole-number counts by the shared Ukrainian and Russian rule (plural-form.ts), so a count
// makes no Intl object at all; an ordinal (none in the shop's texts today) still asks Intl.
const cardinal = { select: (n: number) => pluralForm(n) } as Intl.PluralRules;
const formattersOf = (locale: string): Formatters => ({
  // icu-minify asks for a NumberFormat only to call format() on it (a plural's `#`).
  getNumberFormat: () => ({ format: (n: number) => formatCount(n, locale) }) as unknown as Intl.NumberFormat,
  getPluralRules: (tag, options) =>
    options?.type === 'ordinal' ? new Intl.PluralRules(tag, options) : cardinal,
  getDateTimeFormat: (tag, options) => new Intl.DateTimeFormat(tag, options),
});

/**
 * A precompiled message (next-intl's `t.raw`, src/i18n/precompile.ts) with counts in it, formatted
 * as `t` would, but with the numbers written by formatCount. Null when the message is not a
 * compiled one (then the caller uses `t`).
 */
export function formatCountMessage(
  message: unknown,
  locale: string,
  values: Record<string, number>,
): string | null {
  if (typeof message !== 'string' && !Array.isArray(message)) return null;
  const text = format(message as CompiledMessage, languageOf(locale), values, {
    formatters: formattersOf(locale),
  });
  return typeof text === 'string' ? text : null;
}

/** What countText needs of next-intl's `t`. */
interface CountTranslator<Key extends string> {
  (key: Key, values: Record<string, number>): string;
  raw(key: Key): unknown;
}

/**
 * `t(key, values)` for a message with counts in it: the plural forms chosen by Ukrainian or
 * Russian rules (Intl reads the shop's "ua" as no language at all and falls back to the
 * browser's, so an English browser was shown "5 товару"), the numbers without
 * Intl.NumberFormat (whose first use cost a tap on "Buy" 80 ms at 4× CPU, for the cart's label).
 */
export function countText<Key extends string>(
  t: CountTranslator<Key>,
  key: Key,
  locale: string,
  values: Record<string, number>,
): string {
  return formatCountMessage(t.raw(key), locale, values) ?? t(key, values);
}
