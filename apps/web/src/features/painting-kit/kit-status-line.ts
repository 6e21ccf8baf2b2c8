/** The separator between the parts of the companion's status line. */
export const statusSeparator = ' · ';

/**
 * The companion's status line ("Збережено · Працює без мережі"): the parts that have words, each
 * after the first led by the separator. A part without words (nothing saved yet) leaves no
 * stray « · » at the start or between the others.
 */
export function statusLine<T extends { text: string }>(
  parts: readonly (T | null | false | undefined)[],
): (T & { lead: string })[] {
  return parts
    .filter((part): part is T => Boolean(part) && (part as T).text.trim() !== '')
    .map((part, index) => ({ ...part, lead: index === 0 ? '' : statusSeparator }));
}
