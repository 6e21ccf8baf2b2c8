import 'server-only';
import { localApiUrl } from '@kartyna/domain/contracts';

/** Where the storefront's server reaches the API (DESIGN "Configuration"). */
export const apiUrl = (process.env.API_URL ?? localApiUrl(process.env.API_PORT)).replace(
  /\/$/,
  '',
);

/**
 * The storefront's public origin: canonical URLs, hreflang, sitemap, structured data. PUBLIC_URL
 * is the shop's one address, shared with the API; SITE_URL and WEB_URL are older names for it.
 */
export const siteUrl = (
  process.env.SITE_URL ??
  process.env.PUBLIC_URL ??
  process.env.WEB_URL ??
  'http://localhost:3000'
).replace(/\/$/, '');

/**
 * The longest the storefront may reuse a public API answer (seconds). Unset: each caller's own
 * time (a minute for the catalogue). Staff edits show on the storefront within that time; the
 * journeys set it to 1 so a back-office change is visible on the next reload.
 */
const cap = Number(process.env.STOREFRONT_CACHE_SECONDS);
export const cacheCapSeconds = Number.isFinite(cap) && cap >= 0 ? cap : Infinity;

/** Shared with the API, which signs its "pages are stale" calls with it; unset: no such calls. */
export const storefrontSecret = process.env.STOREFRONT_SECRET || undefined;
