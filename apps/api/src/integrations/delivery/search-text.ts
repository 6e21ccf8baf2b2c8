// Shoppers type city and street names on every kind of keyboard: ASCII ' instead of ʼ, decomposed
// й/ї from macOS, ё from Russian layouts, "№12" or "12". Both the indexed text and the query go
// through the same normalisation so that these variants compare equal.

const APOSTROPHES = /['ʼ’‘`´′]/gu;
// Punctuation is turned into spaces (not removed) so "вул.Канатна,83" still splits into words.
const SEPARATORS = /[\s\-‐‑–—.,;:!?№#"«»()/\\]+/gu;

export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFC')
    .toLocaleLowerCase('uk')
    .replaceAll('ё', 'е')
    .replace(APOSTROPHES, '')
    .replace(SEPARATORS, ' ')
    .trim();
}

// Official Ukrainian romanisation (KMU 2010), so "kyiv", "kharkiv", "zaporizhzhia" typed on a
// Latin keyboard still find the city. Word-initial є/ї/й/ю/я take the y- forms per the standard.
const LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
};
const WORD_INITIAL: Record<string, string> = { є: 'ye', ї: 'yi', й: 'y', ю: 'yu', я: 'ya' };

/** Expects normalised input (lower case, apostrophes already stripped). */
export function romanizeUkrainian(normalized: string): string {
  let out = '';
  let previous = ' ';
  for (const char of normalized) {
    const atWordStart = previous === ' ';
    out += (atWordStart ? WORD_INITIAL[char] : undefined) ?? LATIN[char] ?? char;
    previous = char;
  }
  return out;
}
