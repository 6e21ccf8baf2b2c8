import { cookieValue, csrfCookie, csrfHeader } from '@kartyna/domain';
import type { RefundRefusal } from './refund-input';

/**
 * POST with an Idempotency-Key header, the one thing lib/api-client.ts's `api()` cannot send
 * yet (it takes no headers). Same cookies and CSRF header as `api()`; a refusal comes back as
 * the API's raw key and field errors, which the refund dialog turns into its own words
 * (refundFailure). Once `api()` takes headers, this file goes and the dialog calls `api()`.
 */
export async function postWithKey<T>(path: string, body: unknown, key: string): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    'idempotency-key': key,
  };
  const token = cookieValue(document.cookie, csrfCookie);
  if (token) headers[csrfHeader] = token;
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
  } catch {
    throw refusal(0, { message: 'network' });
  }
  const text = await response.text();
  let answer: unknown = null;
  try {
    answer = text ? JSON.parse(text) : null;
  } catch {
    answer = { message: 'unexpected_error' };
  }
  if (!response.ok) throw refusal(response.status, answer);
  return answer as T;
}

export class RefundRefusalError extends Error implements RefundRefusal {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly errors: { path: string; message: string }[],
  ) {
    super(key);
  }
}

function refusal(status: number, answer: unknown): RefundRefusalError {
  const body = (answer && typeof answer === 'object' ? answer : {}) as {
    message?: unknown;
    errors?: unknown;
  };
  const errors = Array.isArray(body.errors)
    ? (body.errors as { path?: unknown; message?: unknown }[]).flatMap((e) =>
        typeof e.path === 'string' && typeof e.message === 'string'
          ? [{ path: e.path, message: e.message }]
          : [],
      )
    : [];
  return new RefundRefusalError(
    status,
    typeof body.message === 'string' ? body.message : 'unexpected_error',
    errors,
  );
}
