/** Where a search submit leads (requirements §2 "Search panel"), or null when nothing changes. */
export type SearchTarget = { pathname: string; query: Record<string, string> };

const isCatalogue = (pathname: string) => pathname === '/catalog' || pathname.startsWith('/catalog/');

/**
 * @param text what the shopper typed
 * @param pathname the current path without the locale prefix
 * @param search the current query string ("?size=…&search=…")
 */
export function searchTarget(text: string, pathname: string, search: string): SearchTarget | null {
  const q = text.trim();
  if (q) return { pathname: '/catalog', query: { search: q.slice(0, 100) } };
  // An empty text is never a filter: on a catalogue page it clears the current search.
  if (!isCatalogue(pathname)) return null;
  const params = new URLSearchParams(search);
  if (!params.has('search')) return null;
  params.delete('search');
  return { pathname, query: Object.fromEntries(params) };
}
