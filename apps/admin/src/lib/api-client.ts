import { HttpError } from 'react-admin';
import { cookieValue, csrfCookie, csrfHeader } from '@kartyna/domain';

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** JSON, or FormData for uploads */
  body?: unknown;
  /** more headers, e.g. an Idempotency-Key that makes a retried write happen once */
  headers?: Record<string, string>;
}

export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The back office's only way to the API: same-origin cookies, the CSRF header on writes, and
 * every failure as react-admin's HttpError whose message is the API's key (translated by
 * the i18n provider under `shop.errors.<key>`), with field errors kept in `body.errors`.
 */
export async function api<T = unknown>(path: string, request: ApiRequest = {}): Promise<T> {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { ...request.headers, accept: 'application/json' };
  const isForm = request.body instanceof FormData;
  if (request.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (method !== 'GET') {
    // The CSRF token the API set beside the httpOnly session cookie; writes must echo it.
    const token = cookieValue(document.cookie, csrfCookie);
    if (token) headers[csrfHeader] = token;
  }
  let response: Response;
  try {
    response = await fetch(withQuery(path, request.query), {
      method,
      headers,
      credentials: 'same-origin',
      body:
        request.body === undefined
          ? undefined
          : isForm
            ? (request.body as FormData)
            : JSON.stringify(request.body),
    });
  } catch {
    throw new HttpError('shop.errors.network', 0, {});
  }
  const text = await response.text();
  const body: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const key =
      body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
        ? (body as { message: string }).message
        : 'unexpected_error';
    throw new HttpError(`shop.errors.${key}`, response.status, formErrors(body));
  }
  return body as T;
}

/**
 * The API's field errors `[{ path, message }]` as react-admin's form wants them,
 * `{ errors: { [field]: 'shop.validation.<key>' } }`, so each shows under its own input.
 */
function formErrors(body: unknown): object {
  if (!body || typeof body !== 'object') return {};
  const list = (body as { errors?: unknown }).errors;
  if (!Array.isArray(list)) return body;
  const errors: Record<string, string> = {};
  for (const item of list as { path?: unknown; message?: unknown }[])
    if (typeof item.path === 'string' && typeof item.message === 'string')
      errors[item.path || 'root'] = `shop.validation.${item.message}`;
  return { ...body, errors };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: 'unexpected_error' };
  }
}

/** Uploads one file as multipart/form-data under the field `file`. */
export function uploadFile<T = unknown>(path: string, file: File, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file);
  return api<T>(path, { method: 'POST', body: form });
}
