'use client';

import { cookieValue, csrfCookie, csrfHeader } from '@kartyna/domain';
import { ApiError, apiErrorOf } from './api-error';

interface BrowserCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** a JSON body, or FormData for uploads */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls the API from the browser through the storefront's origin (/api/server is proxied),
 * with the session cookie and, on state-changing calls, the CSRF token the API asks for.
 * Failures become ApiError with the spec's { message, statusCode }.
 */
export async function browserApi<T>(path: string, options: BrowserCallOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (method !== 'GET') {
    const csrf = cookieValue(document.cookie, csrfCookie);
    if (csrf) headers[csrfHeader] = csrf;
  }
  let response: Response;
  try {
    response = await fetch(`/api/server${path}`, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'unexpected_error');
  }
  if (!response.ok) throw await apiErrorOf(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
