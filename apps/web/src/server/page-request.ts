import type { IncomingMessage } from 'node:http';
import { cookieValue, localeCookie, personalPagePrefixes } from '@kartyna/domain/contracts';

/** Which requests the front page cache (page-cache.ts) may answer, and how a browser wants them. */

// Personal screens: the cabinet, a buyer's kit (its progress lives in the browser) and the
// mailed links of /account (a one-off token in the query).
const uncachedPrefixes = ['/api/', '/_next/', '/admin', ...personalPagePrefixes];

/** Per-hop or per-answer headers: written afresh for every answer from the cache. */
export const perAnswerHeaders = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
  // the request's own id (server/request-log.ts), never another's replayed
  'x-request-id',
]);

/** Seconds a shared cache may keep an answer (`s-maxage`), or null if it may not. */
export function sMaxAge(cacheControl: unknown): number | null {
  if (typeof cacheControl !== 'string' || /private|no-store/.test(cacheControl)) return null;
  const match = /s-maxage=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : null;
}

/** Whether this request may be answered from (and fill) the cache at all. */
export function isCacheableRequest(req: IncomingMessage, defaultLocale: string): boolean {
  if (req.method !== 'GET' || !req.url) return false;
  const path = req.url.split('?', 1)[0] ?? '';
  if (uncachedPrefixes.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`)))
    return false;
  if (/\.[a-z0-9]+$/i.test(path) || req.url.includes('_rsc=')) return false;
  const h = req.headers;
  if (h.rsc || h['next-router-prefetch'] || h['next-router-state-tree'] || h['next-action']) return false;
  // A remembered language other than the default turns an unprefixed address into a redirect.
  const remembered = cookieValue(h.cookie ?? '', localeCookie);
  return !remembered || remembered === defaultLocale || /^\/[a-z]{2}(?:\/|$)/.test(path);
}

export function wantedEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}
