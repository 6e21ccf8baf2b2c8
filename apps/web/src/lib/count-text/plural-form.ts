/**
 * The plural form of a whole number in Ukrainian and Russian (CLDR: one / few / many), for
 * `{form, select, …}` messages. ICU plurals in the messages would not do: "ua" is a country code
 * Intl does not know, so they fall back to English forms («3 картину»). Written out rather than
 * through Intl.PluralRules: both languages share the rule, and a phone's first Intl object loads
 * ICU's locale data (see formatUah in the domain).
 */
export type PluralForm = 'one' | 'few' | 'many';

export function pluralForm(count: number): PluralForm {
  const n = Math.abs(Math.trunc(count));
  const last = n % 10;
  const lastTwo = n % 100;
  if (last === 1 && lastTwo !== 11) return 'one';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few';
  return 'many';
}

/**
 * The form of a count in a `{form, select, zero {…} one {…} few {…} other {…}}` message: what the
 * header's labels (on every page) use rather than countText, whose formatter would add ~1 kB to
 * every page's JavaScript; use-intl formats a select without any Intl object.
 */
export const countForm = (count: number): PluralForm | 'zero' => (count === 0 ? 'zero' : pluralForm(count));
