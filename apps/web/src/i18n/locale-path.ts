import { routing } from './routing';

// Pure, so server components (a product card) write the same paths as the client's router.

/** A shop path without the language, as a string or as a path and its query. */
export type ShopHref = string | { pathname: string; query?: Record<string, string | number> };

function hrefText(href: ShopHref): string {
  if (typeof href === 'string') return href;
  const query = Object.entries(href.query ?? {}).map(([key, value]) => [key, String(value)]);
  const search = new URLSearchParams(query).toString();
  return search ? `${href.pathname}?${search}` : href.pathname;
}

/** `to`, a shop path, as the browser's path in `locale` ('as-needed': ua bare, ru under /ru). */
export function localePath(to: ShopHref, locale: string): string {
  const href = hrefText(to);
  if (locale === routing.defaultLocale) return href;
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  const rest = cut < 0 ? '' : href.slice(cut);
  return `/${locale}${path === '/' ? '' : path}${rest}`;
}

/** The browser's path without its language prefix: `/ru/cart` → `/cart`. */
export function shopPath(pathname: string): string {
  for (const locale of routing.locales) {
    if (locale === routing.defaultLocale) continue;
    if (pathname === `/${locale}`) return '/';
    if (pathname.startsWith(`/${locale}/`)) return pathname.slice(locale.length + 1);
  }
  return pathname;
}
