import { cookieValue, csrfCookie } from '@kartyna/domain';
import { ApiError } from '@/lib/api/api-error';

/**
 * The session's pure rules, kept apart from React so they are tested without a browser.
 */

/**
 * Whether a session exists, read from document.cookie. The access token is httpOnly; the API
 * sets the readable CSRF cookie beside it and clears both together on logout.
 */
export function hasSessionCookie(cookieString: string): boolean {
  return cookieValue(cookieString, csrfCookie) !== null;
}

/** requirements §4 "Favourites": a saved product goes to the top of the list (never twice). */
export const withSaved = (ids: readonly number[], id: number): number[] => [
  id,
  ...ids.filter((x) => x !== id),
];

/** requirements §4 "Favourites": removing filters the product out. */
export const withoutSaved = (ids: readonly number[], id: number): number[] => ids.filter((x) => x !== id);

export type AuthAction = 'sign-in' | 'sign-up' | 'reset';

/**
 * The error a modal shows for a failed call (requirements §8 tables): each action knows a few
 * statuses, anything else (including no answer at all) is unexpected_error.
 */
export function authErrorKey(action: AuthAction, statusCode: number | undefined): string {
  const known: Record<AuthAction, Record<number, string>> = {
    'sign-in': { 400: 'invalid_data', 404: 'user_not_found', 429: 'too_many_requests' },
    'sign-up': { 400: 'invalid_data', 403: 'user_already_exists' },
    reset: { 400: 'invalid_data', 404: 'user_not_found' },
  };
  return (statusCode !== undefined && known[action][statusCode]) || 'unexpected_error';
}

/** What the sign-in form says after a failure: a message key, and for a lock its minutes. */
export interface SignInFailure {
  key: string;
  /** the lock's wait in whole minutes (rounded up), when the API said how long */
  minutes?: number;
  /** a lock: the form points to password recovery beside the message */
  locked: boolean;
}

/**
 * A failed sign-in as the form tells it. Too many wrong passwords lock the account for a while
 * (429 with Retry-After in seconds): the shopper reads how many minutes, never "something went
 * wrong"; without the header the wait is said without a number.
 */
export function signInFailure(error: unknown): SignInFailure {
  const statusCode = error instanceof ApiError ? error.statusCode : undefined;
  const key = authErrorKey('sign-in', statusCode);
  if (key !== 'too_many_requests') return { key, locked: false };
  const seconds = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  if (seconds === undefined) return { key: 'too_many_requests_later', locked: true };
  return { key, minutes: Math.max(1, Math.ceil(seconds / 60)), locked: true };
}
