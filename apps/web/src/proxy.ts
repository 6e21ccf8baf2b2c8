import { NextResponse, type NextRequest } from 'next/server';
import { catalogQueryPieces, isCatalogQueryKey } from './features/catalog/listing/catalog-query-path';
import { localeCookie } from '@kartyna/domain/contracts';
import { apiUrl } from './env';
import { routing } from './i18n/routing';

/**
 * Locale routing: the URL decides, then the remembered choice (the cookie, 365 days). The
 * browser's Accept-Language is ignored on purpose: a Ukrainian shop opens in Ukrainian unless
 * the shopper chose Russian with the language switch.
 */
export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // The browser calls the API through the storefront's own origin (one origin for cookies and
  // CSRF). Resolved per request, so API_URL is read at run time, not baked in at build.
  // The back office and its API live on the API server; staff reach them on this origin too.
  // `npm start` passes these on before Next sees them (server/api-proxy.ts); this is `next dev`'s.
  if (
    pathname.startsWith('/api/server/') ||
    pathname.startsWith('/api/admin/') ||
    pathname === '/admin' ||
    pathname.startsWith('/admin/')
  ) {
    return NextResponse.rewrite(new URL(`${pathname}${search}`, apiUrl));
  }
  // The marketplace feeds (issue #45): made by the API, read on the shop's own address.
  if (pathname.startsWith('/feeds/')) {
    return NextResponse.rewrite(new URL(`/api/server${pathname}${search}`, apiUrl));
  }
  // The default locale has no prefix: /ua/… is the same page under its one true address.
  const defaultPrefix = `/${routing.defaultLocale}`;
  if (pathname === defaultPrefix || pathname.startsWith(`${defaultPrefix}/`)) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.slice(defaultPrefix.length) || '/';
    return NextResponse.redirect(url);
  }
  const prefixed = routing.locales.some(
    (locale) => pathname === `/${locale}` || pathname.startsWith(`/${locale}/`),
  );
  const remembered = request.cookies.get(localeCookie)?.value;
  if (
    !prefixed &&
    remembered &&
    remembered !== routing.defaultLocale &&
    (routing.locales as readonly string[]).includes(remembered)
  ) {
    const url = request.nextUrl.clone();
    url.pathname = `/${remembered}${pathname === '/' ? '' : pathname}`;
    url.search = search;
    return NextResponse.redirect(url);
  }
  // Pages live under app/[locale]; an unprefixed address is the default locale's page. Written
  // by hand rather than with next-intl's middleware: that one copied every request header and set
  // a locale cookie on every first visit, so no page could be shared by a cache in front (and it
  // was a tenth of the CPU of serving a cached page). The cookie is the language switch's alone.
  const internal = request.nextUrl.clone();
  if (!prefixed) internal.pathname = `${defaultPrefix}${pathname === '/' ? '' : pathname}`;
  return withQueryInPath(internal, !prefixed);
}

const localePrefix = `(/(?:${routing.locales.join('|')}))?`;
const catalogRoute = new RegExp(`^${localePrefix}/catalog(/[^~]*)?$`);
const testimonialsRoute = new RegExp(`^${localePrefix}/testimonials/?$`);

/**
 * Pages with a query are served from the page cache like any other: the catalogue's filters and
 * the testimonials' page number move from the query into the path the page is rendered for
 * (features/catalog/listing/catalog-query-path.ts). The shopper's address stays as it was.
 */
function withQueryInPath(target: URL, rewritten: boolean): NextResponse {
  let pieces: string[] = [];
  if (target.search && catalogRoute.test(target.pathname)) {
    pieces = catalogQueryPieces(target.searchParams);
    for (const key of [...target.searchParams.keys()]) {
      if (isCatalogQueryKey(key)) target.searchParams.delete(key);
    }
  } else if (target.search && testimonialsRoute.test(target.pathname)) {
    const page = Number(target.searchParams.get('page'));
    if (Number.isInteger(page) && page > 1 && page <= 10_000) pieces = [`~${page}`];
    target.searchParams.delete('page');
  }
  if (pieces.length > 0) target.pathname = `${target.pathname.replace(/\/$/, '')}/${pieces.join('/')}`;
  return pieces.length > 0 || rewritten ? NextResponse.rewrite(target) : NextResponse.next();
}

export const config = {
  // Pages and the API proxy; not Next's assets or files with an extension (sw.js, robots.txt, …).
  matcher: [
    '/api/server/:path*',
    '/api/admin/:path*',
    '/admin',
    '/admin/:path*',
    '/feeds/:path*',
    '/((?!api|_next|_vercel|.*\\..*).*)',
  ],
};
