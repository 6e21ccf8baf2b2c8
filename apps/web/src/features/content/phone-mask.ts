/**
 * The +38 phone mask of SPEC §5: "+38" and then at most 10 digits, shown as
 * "+38 (0XX) XXX-XX-XX". The masked text passes the domain's phoneSchema as it is (spaces,
 * brackets and dashes are ignored there), so forms submit the field value unchanged.
 */

export const PHONE_PREFIX = '+38 ';
const MAX_DIGITS = 10;

/** The digits the shopper typed after +38 (at most 10), from any raw or pasted text. */
export function localDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  // The country code belongs to the mask: "+38…", or a pasted full "380…" number, lose it.
  const hasCountryCode =
    raw.trim().startsWith('+38') || (digits.length > MAX_DIGITS && digits.startsWith('38'));
  return (hasCountryCode ? digits.slice(2) : digits).slice(0, MAX_DIGITS);
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
  const before = localDigits(raw.slice(0, caret));
  // localDigits of a prefix strips "38" only when the prefix itself starts with "+38".
  const wanted = Math.min(before.length, localDigits(formatted).length);
  if (wanted === 0) return Math.min(formatted.length, formatted.startsWith(`${PHONE_PREFIX}(`) ? 5 : 4);
  let seen = 0;
  for (let i = PHONE_PREFIX.length; i < formatted.length; i++) {
    if (/\d/.test(formatted[i] ?? '')) seen++;
    if (seen === wanted) return i + 1;
  }
  return formatted.length;
}
