import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { catalogQueryPieces, isCatalogQueryKey } from './features/catalog/listing/catalog-query-path';
import { routing } from './i18n/routing';

// Detection is ours (below); hreflang alternates come from each page's metadata, since the
// HTTP Link header would say "ua", which is a country, not a language.
const intl = createMiddleware({ ...routing, localeDetection: false, alternateLinks: false });
const cookieName = 'NEXT_LOCALE';
const apiUrl = (process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`).replace(/\/$/, '');

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
  if (
    pathname.startsWith('/api/server/') ||
    pathname.startsWith('/api/admin/') ||
    pathname === '/admin' ||
    pathname.startsWith('/admin/')
  ) {
    return NextResponse.rewrite(new URL(`${pathname}${search}`, apiUrl));
  }
  const prefixed = routing.locales.some(
    (locale) =>
      locale !== routing.defaultLocale && (pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)),
  );
  const remembered = request.cookies.get(cookieName)?.value;
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
  return withQueryInPath(request, intl(request));
}

const catalogRoute = /^(\/(?:ua|ru))?\/catalog(\/[^~]*)?$/;
const testimonialsRoute = /^(\/(?:ua|ru))?\/testimonials\/?$/;

/**
 * Pages with a query are served from the page cache like any other: the catalogue's filters and
 * the testimonials' page number move from the query into the path the page is rendered for
 * (features/catalog/listing/catalog-query-path.ts). The shopper's address stays as it was.
 */
function withQueryInPath(request: NextRequest, response: NextResponse): NextResponse {
  if (response.status >= 300 && response.status < 400) return response;
  const target = new URL(response.headers.get('x-middleware-rewrite') ?? request.url, request.url);
  if (!target.search) return response;
  let pieces: string[] = [];
  if (catalogRoute.test(target.pathname)) {
    pieces = catalogQueryPieces(target.searchParams);
    for (const key of [...target.searchParams.keys()]) {
      if (isCatalogQueryKey(key)) target.searchParams.delete(key);
    }
  } else if (testimonialsRoute.test(target.pathname)) {
    const page = Number(target.searchParams.get('page'));
    if (Number.isInteger(page) && page > 1 && page <= 10_000) pieces = [`~${page}`];
    target.searchParams.delete('page');
  }
  if (pieces.length === 0) return response;
  target.pathname = `${target.pathname.replace(/\/$/, '')}/${pieces.join('/')}`;
  return NextResponse.rewrite(target, { headers: response.headers });
}

export const config = {
  // Pages and the API proxy; not Next's assets or files with an extension (sw.js, robots.txt, …).
  matcher: [
    '/api/server/:path*',
    '/api/admin/:path*',
    '/admin',
    '/admin/:path*',
    '/((?!api|_next|_vercel|.*\\..*).*)',
  ],
};
