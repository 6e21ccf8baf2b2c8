import 'server-only';
import { cookies, headers as incomingHeaders } from 'next/headers';
import type { z } from 'zod';
import { apiUrl, cacheCapSeconds } from '../env';
import { ApiError, apiErrorOf } from './api-error';

export const ACCESS_COOKIE = 'access_token';

interface ServerGetOptions {
  /** seconds the answer may be reused across requests (public data only); 0 = always fresh */
  revalidate?: number;
  /** send the shopper's session (cabinet data); never cached */
  auth?: boolean;
}

/**
 * GET from the API while rendering on the server. Public answers are cached by Next's fetch
 * cache for `revalidate` seconds; personal ones carry the shopper's token and are never cached.
 * The answer is parsed with the domain's schema, so a drifted API fails loudly, not subtly.
 */
export async function serverGet<S extends z.ZodType>(
  path: string,
  schema: S,
  options: ServerGetOptions = {},
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.auth) {
    const token = (await cookies()).get(ACCESS_COOKIE)?.value;
    if (!token) throw new ApiError(401, 'unauthorized');
    headers.authorization = `Bearer ${token}`;
  }
  const revalidate = Math.min(options.revalidate ?? 0, cacheCapSeconds);
  // The API logs under the id of the request that caused this call. Only on calls that are
  // per request anyway: reading the headers would turn a cached, prerendered page dynamic.
  if (options.auth || !revalidate) {
    const requestId = (await incomingHeaders()).get('x-request-id');
    if (requestId) headers['x-request-id'] = requestId;
  }
  const response = await fetch(`${apiUrl}/api/server${path}`, {
    headers,
    ...(options.auth || !revalidate ? { cache: 'no-store' as const } : { next: { revalidate } }),
  });
  if (!response.ok) throw await apiErrorOf(response);
  return schema.parse(await response.json());
}

/** Whether the shopper has a session cookie (the API still decides whether it is valid). */
export async function hasSession(): Promise<boolean> {
  return Boolean((await cookies()).get(ACCESS_COOKIE)?.value);
}
