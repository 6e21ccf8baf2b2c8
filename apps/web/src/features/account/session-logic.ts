import { cookieValue, csrfCookie } from '@kartyna/domain';

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

/** SPEC §4 "Favourites": a saved product goes to the top of the list (never twice). */
export const withSaved = (ids: readonly number[], id: number): number[] => [
  id,
  ...ids.filter((x) => x !== id),
];

/** SPEC §4 "Favourites": removing filters the product out. */
export const withoutSaved = (ids: readonly number[], id: number): number[] => ids.filter((x) => x !== id);

export type AuthAction = 'sign-in' | 'sign-up' | 'reset';

/**
 * The error a modal shows for a failed call (SPEC §8 tables): each action knows a few
 * statuses, anything else (including no answer at all) is unexpected_error.
 */
export function authErrorKey(action: AuthAction, statusCode: number | undefined): string {
  const known: Record<AuthAction, Record<number, string>> = {
    'sign-in': { 400: 'invalid_data', 404: 'user_not_found' },
    'sign-up': { 400: 'invalid_data', 403: 'user_already_exists' },
    reset: { 400: 'invalid_data', 404: 'user_not_found' },
  };
  return (statusCode !== undefined && known[action][statusCode]) || 'unexpected_error';
}
