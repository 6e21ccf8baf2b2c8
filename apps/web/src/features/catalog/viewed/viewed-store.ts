/**
 * "You viewed" (requirements §2): ids of the products a shopper opened, newest first, kept in this
 * browser only. Pure list logic plus a guarded localStorage reader/writer: private modes and
 * full storage throw, and a history is never worth an error.
 */
export const VIEWED_KEY = 'viewed_products';
export const VIEWED_MAX = 12;

/** Puts `id` first, without duplicates, keeping at most VIEWED_MAX ids. */
export const addViewed = (ids: number[], id: number): number[] =>
  [id, ...ids.filter((x) => x !== id)].slice(0, VIEWED_MAX);

/** Whatever the storage holds, as a clean list of positive integer ids. */
export function parseViewed(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.filter((x): x is number => Number.isInteger(x) && x > 0))].slice(0, VIEWED_MAX);
  } catch {
    return [];
  }
}

export function readViewed(): number[] {
  try {
    return parseViewed(window.localStorage.getItem(VIEWED_KEY));
  } catch {
    return [];
  }
}

export function recordViewed(id: number): void {
  try {
    window.localStorage.setItem(VIEWED_KEY, JSON.stringify(addViewed(readViewed(), id)));
  } catch {
    // storage unavailable or full: the history is simply not kept
  }
}
