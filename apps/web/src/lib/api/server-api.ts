import 'server-only';
import { cookies, headers as incomingHeaders } from 'next/headers';
import type { z } from 'zod';
import type { StorefrontCacheTag } from '@kartyna/domain';
import { apiUrl, cacheCapSeconds } from '../env';
import { ApiError, apiErrorOf } from './api-error';
import { noteApiUnavailable } from '../../server/page-tags';

export const ACCESS_COOKIE = 'access_token';

/**
 * How long a public answer (and every page built from it) may be reused without a word from the
 * API. The API tells the storefronts of every change a shopper would see, the moment it commits
 * (issues #15, #23), so this is only the net under a call that never arrived; a shorter one
 * would re-render every page of a big catalogue over and over for nothing.
 */
export const PUBLIC_ANSWER_SECONDS = 300;

/**
 * A public answer, cached and shared by every shopper: it declares the tags the API expires it
 * by (shop-data.ts, the one place public answers are asked for).
 */
interface PublicGet {
  auth?: false;
  tags: readonly StorefrontCacheTag[];
  /** seconds the answer may be reused across requests (default PUBLIC_ANSWER_SECONDS, at least 1) */
  revalidate?: number;
}

/**
 * A personal answer: the shopper's session is sent and nothing is cached. 'optional': the
 * session if there is one, else none (a personal answer the address itself may open, like a
 * kit's `?k=`).
 */
interface PersonalGet {
  auth: true | 'optional';
}

export type ServerGetOptions = PublicGet | PersonalGet;

/**
 * GET from the API while rendering on the server. Public answers are cached by Next's fetch
 * cache for `revalidate` seconds (and so are the pages built from them), under the tags they
 * declare, so the API can expire them early; personal ones carry the shopper's token and are
 * never cached. The answer is parsed with the domain's schema, so a drifted API fails loudly.
 */
export async function serverGet<S extends z.ZodType>(
  path: string,
  schema: S,
  options: ServerGetOptions,
): Promise<z.infer<S>> {
  // An untagged answer would stay stale for its whole net time after every change.
  if (!options.auth && options.tags.length === 0)
    throw new Error(`a public answer (${path}) declares no cache tags`);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.auth) {
    const token = (await cookies()).get(ACCESS_COOKIE)?.value;
    if (!token && options.auth !== 'optional') throw new ApiError(401, 'unauthorized');
    if (token) headers.authorization = `Bearer ${token}`;
  }
  // Public answers are always cached (at least a second): a page that fetched without the cache
  // could not be served from the page cache, and Next refuses such a fetch in a cached page.
  const asked = options.auth ? undefined : options.revalidate;
  const revalidate = Math.max(1, Math.min(asked ?? PUBLIC_ANSWER_SECONDS, cacheCapSeconds));
  // The API logs under the id of the request that caused this call. Only on personal calls:
  // reading the headers would make a cached page per request.
  if (options.auth) {
    const requestId = (await incomingHeaders()).get('x-request-id');
    if (requestId) headers['x-request-id'] = requestId;
  }
  const response = await fetch(`${apiUrl}/api/server${path}`, {
    headers,
    // The tags let the API expire every page built from this answer the moment staff change it.
    ...(options.auth ? { cache: 'no-store' as const } : { next: { revalidate, tags: [...options.tags] } }),
  }).catch((err: unknown) => {
    // The API restarting or unreachable: the page is unavailable for a moment, not broken.
    noteApiUnavailable();
    throw new ApiError(503, 'service_unavailable', [], { cause: err });
  });
  if (response.status === 503) noteApiUnavailable();
  if (!response.ok) throw await apiErrorOf(response);
  return schema.parse(await response.json());
}

/** Whether the shopper has a session cookie (the API still decides whether it is valid). */
export async function hasSession(): Promise<boolean> {
  return Boolean((await cookies()).get(ACCESS_COOKIE)?.value);
}
