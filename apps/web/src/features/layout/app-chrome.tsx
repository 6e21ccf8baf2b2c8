'use client';

/** Everything that floats over pages: toasts, cookie notice, scroll-to-top, loading bar. */
export function AppChrome() {
  return null;
}
