import { FiscalRegisterError } from './fiscal-register';

/**
 * One HTTP call to Checkbox's REST API (https://api.checkbox.ua, paths under /api/v1), with the
 * headers its OpenAPI document (https://api.checkbox.ua/api/docs, "checkbox API") lists:
 * X-Client-Name and X-Client-Version name the integration (wiki.checkbox.ua marks them
 * mandatory), X-License-Key is the cash register's key (required by signinPinCode and POST
 * /shifts; sent on every call, as Checkbox's own SDKs do, so no call depends on knowing which
 * need it), Authorization: Bearer is the cashier's token from a sign-in.
 */
export interface CheckboxApiOptions {
  /** the service's origin, https://api.checkbox.ua; the sandbox's is ours */
  apiUrl: string;
  licenseKey: string;
  fetch: typeof fetch;
  /** a slow register must not hold a payment callback: the receipt is retried later */
  timeoutMs: number;
}

export const CLIENT_NAME = 'Kartyna';
export const CLIENT_VERSION = '1.0';

/** An answer of any status below 500: the caller decides what each means for its call. */
export interface CheckboxAnswer {
  status: number;
  /** the parsed JSON, or null for an empty or non-JSON body */
  body: unknown;
}

export type CheckboxMethod = 'GET' | 'POST';

/**
 * Not reachable, timed out or a 5xx become a FiscalRegisterError naming the call and the cause,
 * never a key, a password or a token (they live only in headers and the sign-in body).
 */
export async function checkboxCall(
  options: CheckboxApiOptions,
  method: CheckboxMethod,
  path: string,
  init: { token?: string; body?: unknown } = {},
): Promise<CheckboxAnswer> {
  const url = `${options.apiUrl.replace(/\/$/, '')}${path}`;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Client-Name': CLIENT_NAME,
    'X-Client-Version': CLIENT_VERSION,
    'X-License-Key': options.licenseKey,
  };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const where = `checkbox ${method} ${path}`;
  let response: Response;
  try {
    response = await options.fetch(url, {
      method,
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (cause) {
    const timedOut = cause instanceof Error && cause.name === 'TimeoutError';
    throw new FiscalRegisterError(`${where}: ${timedOut ? 'timed out' : 'not reachable'}`, { cause });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    // The answer broke off (or the timeout struck) while its body was read.
    throw new FiscalRegisterError(`${where}: the answer broke off`, { cause });
  }
  if (response.status >= 500) throw new FiscalRegisterError(`${where}: HTTP ${response.status}`);
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's HTML page): the caller sees a null body and its status.
  }
  return { status: response.status, body };
}

const MAX_MESSAGE = 500;

/**
 * Checkbox's own words for a refusal: HTTPError is { message }, HTTPValidationError adds
 * detail: [{ loc, msg, type }] (FastAPI's shape), whose places and messages are kept too.
 */
export function refusalMessage(answer: CheckboxAnswer): string {
  const body = answer.body && typeof answer.body === 'object' ? (answer.body as Record<string, unknown>) : {};
  const parts: string[] = [];
  if (typeof body.message === 'string' && body.message) parts.push(body.message);
  if (Array.isArray(body.detail)) {
    for (const item of body.detail as unknown[]) {
      if (!item || typeof item !== 'object') continue;
      const { loc, msg } = item as { loc?: unknown; msg?: unknown };
      if (typeof msg !== 'string') continue;
      const place = Array.isArray(loc) ? loc.filter((p) => p !== 'body').join('.') : '';
      parts.push(place ? `${place}: ${msg}` : msg);
    }
  } else if (typeof body.detail === 'string' && body.detail) {
    parts.push(body.detail);
  }
  const message = parts.join('; ') || `HTTP ${answer.status}`;
  return message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE - 1)}…` : message;
}

/** An answer the call did not expect: the register is misconfigured or changed, retry later. */
export const unexpectedAnswer = (method: CheckboxMethod, path: string, answer: CheckboxAnswer) =>
  new FiscalRegisterError(`checkbox ${method} ${path}: HTTP ${answer.status} ${refusalMessage(answer)}`);
