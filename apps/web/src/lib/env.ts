import 'server-only';

/** Where the storefront's server reaches the API (DESIGN "Configuration"). */
export const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '');

/** The storefront's public origin: canonical URLs, hreflang, sitemap, structured data. */
export const siteUrl = (process.env.SITE_URL ?? process.env.WEB_URL ?? 'http://localhost:3000').replace(
  /\/$/,
  '',
);
