import { QueryClient } from '@tanstack/react-query';

/**
 * Whether a failed call may answer differently if asked again. A 4xx is the API's settled word
 * (401 signed out, 403 not staff, 404 gone, 400 invalid): asking again only keeps staff
 * staring at a spinner. A network failure (status 0, what api-client throws for it) or a 5xx
 * may pass.
 */
export function isTransient(error: unknown): boolean {
  const status =
    typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
      ? (error as { status: number }).status
      : 0;
  return status === 0 || status >= 500;
}

/** One retry, only of a transient failure: react-query's default (3 retries, 1-2-4 s) kept a
 * signed-out visitor 7-10 s on a spinner before the sign-in form. */
export const MAX_RETRIES = 1;
export const RETRY_DELAY_MS = 400;

export const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < MAX_RETRIES && isTransient(error);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay: RETRY_DELAY_MS },
      // Writes are never repeated behind staff's back.
      mutations: { retry: false },
    },
  });
}
