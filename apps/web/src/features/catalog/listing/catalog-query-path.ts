import { parseCatalogParams, toQueryString, type RawSearchParams } from './catalog-params';

/**
 * The catalogue's filters travel in the query (`/catalog/x?size=["30x40"]&page=2`, requirements §2), but
 * a page that reads its query is rendered per request. The proxy moves the query into the path
 * (`/catalog/x/~c2l6ZT1…`), so each filter combination is a page of its own in the page cache;
 * the browser's address does not change. Canonical (parsed and written back), so the same
 * filters in any order or spelling share one cached page; base64url, so nothing is decoded twice
 * on the way; cut in pieces, since each piece becomes a file name in the cache (255 bytes).
 */
const MARK = '~';
const PIECE = 160;

const keys = ['minPrice', 'maxPrice', 'size', 'difficult', 'labelType', 'search', 'sort', 'page'] as const;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** Whether `key` is one of the catalogue's own query keys (the rest, e.g. `_rsc`, stays in the query). */
export const isCatalogQueryKey = (key: string): boolean => (keys as readonly string[]).includes(key);

/** The path pieces that carry `query`'s catalogue filters, or [] when none is set. */
export function catalogQueryPieces(query: URLSearchParams): string[] {
  const raw: RawSearchParams = {};
  for (const key of keys) {
    const all = query.getAll(key);
    if (all.length) raw[key] = all;
  }
  const params = parseCatalogParams(raw);
  // Filters are sets: the order they were ticked in must not make another cached page.
  const canonical = toQueryString({
    ...params,
    size: [...params.size].sort(),
    labelType: [...params.labelType].sort(),
  }).slice(1);
  if (!canonical) return [];
  const encoded = toBase64Url(canonical);
  const pieces: string[] = [];
  for (let i = 0; i < encoded.length; i += PIECE) pieces.push(`${MARK}${encoded.slice(i, i + PIECE)}`);
  return pieces;
}

/** The category path and the filters of a catalogue route's segments (see catalogQueryPieces). */
export function splitCatalogSegments(segments: string[]): { categories: string[]; query: RawSearchParams } {
  const at = segments.findIndex((s) => s.startsWith(MARK));
  if (at < 0) return { categories: segments, query: {} };
  const text = fromBase64Url(
    segments
      .slice(at)
      .map((s) => s.slice(MARK.length))
      .join(''),
  );
  const query: RawSearchParams = {};
  for (const [key, value] of new URLSearchParams(text ?? '')) {
    if (isCatalogQueryKey(key)) query[key] = value;
  }
  return { categories: segments.slice(0, at), query };
}
