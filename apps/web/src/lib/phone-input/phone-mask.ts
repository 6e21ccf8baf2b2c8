/**
 * The +38 phone mask of requirements §5: "+38" and then at most 10 digits, shown as
 * "+38 (0XX) XXX-XX-XX". The masked text passes the domain's phoneSchema as it is (spaces,
 * brackets and dashes are ignored there), so forms submit the field value unchanged.
 */

export const PHONE_PREFIX = '+38 ';
const MAX_DIGITS = 10;
const COUNTRY_CODE = '38';

/**
 * How many leading characters of the text are the mask's own "+38": "+38…" as shown or pasted,
 * or the shown prefix with one character deleted ("+3 (067…", "38 (067…") — the bracket that
 * only the mask writes tells it apart from a number's own digits.
 */
function prefixLength(raw: string): number {
  const own = /^\s*\+38/.exec(raw) ?? /^\s*\+?3?8?\s*(?=\()/.exec(raw);
  return own ? own[0].length : 0;
}

/** Every digit after the mask's prefix: what the shopper typed or pasted. */
const enteredDigits = (raw: string): string => raw.slice(prefixLength(raw)).replace(/\D/g, '');

/**
 * A local number starts with the trunk 0 and never with 38, so leading "38" is the country code
 * typed once more: "+380…" or "380…" key by key after the prefilled "+38 " (at "38" the field
 * shows just the prefix; the "0" that follows starts the local number), or pasted whole.
 */
const countryCodeLength = (entered: string): number => (entered.startsWith(COUNTRY_CODE) ? 2 : 0);

/** The digits the shopper typed after +38 (at most 10), from any raw or pasted text. */
export function localDigits(raw: string): string {
  const entered = enteredDigits(raw);
  return entered.slice(countryCodeLength(entered)).slice(0, MAX_DIGITS);
}

/**
 * Formats local digits without trailing separators, so a backspace always removes a digit
 * (a trailing ")" would be re-added at once and the caret would be stuck).
 */
export function formatLocal(digits: string): string {
  const d = digits.slice(0, MAX_DIGITS);
  if (!d) return PHONE_PREFIX;
  let out = `${PHONE_PREFIX}(${d.slice(0, 3)}`;
  if (d.length > 3) out += `) ${d.slice(3, 6)}`;
  if (d.length > 6) out += `-${d.slice(6, 8)}`;
  if (d.length > 8) out += `-${d.slice(8, 10)}`;
  return out;
}

export const formatPhoneMask = (raw: string): string => formatLocal(localDigits(raw));

/** Whether the field holds nothing beyond the prefilled +38 (it is cleared on blur then). */
export const isEmptyMask = (raw: string): boolean => localDigits(raw) === '';

/**
 * Where the caret goes after reformatting: after the same number of local digits as were
 * before it in the raw text, so editing in the middle does not throw the caret to the end.
 */
export function caretAfterFormat(raw: string, caret: number, formatted: string): number {
  const start = prefixLength(raw);
  const typedBefore = raw.slice(start, Math.max(start, caret)).replace(/\D/g, '').length;
  // A country code typed again is not shown, so the digits before the caret lose it too.
  const before = Math.max(0, typedBefore - countryCodeLength(enteredDigits(raw)));
  const wanted = Math.min(before, localDigits(formatted).length);
  if (wanted === 0) return Math.min(formatted.length, formatted.startsWith(`${PHONE_PREFIX}(`) ? 5 : 4);
  let seen = 0;
  for (let i = PHONE_PREFIX.length; i < formatted.length; i++) {
    if (/\d/.test(formatted[i] ?? '')) seen++;
    if (seen === wanted) return i + 1;
  }
  return formatted.length;
}

export interface PhoneFieldState {
  /** the masked text the field shows */
  value: string;
  /** where the caret stands in it */
  caret: number;
}

/** Which way a deletion went: Backspace, or Delete (the browser's `inputType` tells). */
export type DeleteDirection = 'backward' | 'forward';

/**
 * The field after one edit, as a pure function of what it showed (`previous`), what the
 * browser made of the keystroke or paste (`raw`, caret at `caret`) and, for a deletion, its
 * direction. Any common form of a number, typed key by key or pasted, ends as
 * "+38 (0XX) XXX-XX-XX". Deleting a bracket, space or dash alone would change nothing (the mask
 * puts it back), so it deletes the nearest digit in that direction instead.
 */
export function applyPhoneEdit(
  previous: string,
  raw: string,
  caret: number,
  direction: DeleteDirection = 'backward',
): PhoneFieldState {
  let text = raw;
  let at = caret;
  const removed = previous[caret];
  const oneCharRemoved =
    raw.length === previous.length - 1 &&
    raw.slice(0, caret) === previous.slice(0, caret) &&
    raw.slice(caret) === previous.slice(caret + 1);
  if (oneCharRemoved && removed !== undefined && /\D/.test(removed) && caret >= PHONE_PREFIX.length) {
    const digitAt =
      direction === 'backward' ? lastDigitIndex(raw, prefixLength(raw), caret) : firstDigitIndex(raw, caret);
    if (digitAt >= 0) {
      text = raw.slice(0, digitAt) + raw.slice(digitAt + 1);
      at = Math.min(caret, digitAt);
    }
  }
  const value = formatPhoneMask(text);
  return { value, caret: caretAfterFormat(text, at, value) };
}

/** The index of the last digit in text[from, to), or -1. */
function lastDigitIndex(text: string, from: number, to: number): number {
  for (let i = to - 1; i >= from; i--) if (/\d/.test(text[i] ?? '')) return i;
  return -1;
}

/** The index of the first digit at or after `from`, or -1. */
function firstDigitIndex(text: string, from: number): number {
  const found = text.slice(from).search(/\d/);
  return found < 0 ? -1 : from + found;
}
