/** Every API failure as the spec shapes it (requirements §8): a message key and a status code. */
export class ApiError extends Error {
  /** how long the API asked to wait before trying again (its Retry-After), when it said so */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: { path: string; message: string }[] = [],
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, options);
    this.name = 'ApiError';
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

/**
 * A Retry-After header in seconds: delta-seconds, or an HTTP date counted from `now`
 * (RFC 9110 §10.2.3). Undefined when absent or unreadable.
 */
export function retryAfterOf(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Normalises whatever the API (or the network) answered into an ApiError; default 500. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON: a proxy error page or an empty body
  }
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const message = typeof record.message === 'string' ? record.message : 'unexpected_error';
  const errors = Array.isArray(record.errors) ? (record.errors as ApiError['errors']) : [];
  const retryAfterSeconds = retryAfterOf(response.headers.get('retry-after'));
  return new ApiError(response.status || 500, message, errors, { retryAfterSeconds });
}
