/** Every API failure as the spec shapes it (SPEC §8): a message key and a status code. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: { path: string; message: string }[] = [],
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
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
  return new ApiError(response.status || 500, message, errors);
}
