/** requirements §4: once accepted, the notice is hidden for good (kept in local storage). */
export const COOKIE_CONSENT_KEY = 'kartyna_cookie_consent';
export const COOKIE_ACCEPTED_ATTRIBUTE = 'data-cookies-accepted';

/** Remembers the acceptance and hides the notice (the attribute's CSS) at once. */
export function acceptCookies(now: Date = new Date()): void {
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, now.toISOString());
  } catch {
    // storage blocked: hidden for this page view at least
  }
  document.documentElement.setAttribute(COOKIE_ACCEPTED_ATTRIBUTE, '');
}
