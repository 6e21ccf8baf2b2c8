import { z } from 'zod';
import { localApiUrl } from '@kartyna/domain/contracts';

/**
 * The one place the storefront reads process.env (DESIGN.md "Configuration"), validated once
 * when first imported: a mistyped address fails the start, not the first page that needs it.
 * Next's server code, the proxy and the bare Node server (server/main.ts) all import it, so it
 * stays free of `server-only`; the app's pages import it through lib/env.ts, which is.
 * A browser variable would be written here literally as process.env.NEXT_PUBLIC_…: Next inlines
 * only that spelling at build time.
 */

// An empty variable means unset, as in a shell's `FOO= npm start`.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  API_URL: optional(z.url()),
  API_PORT: optional(z.coerce.number().int().min(1).max(65_535)),
  SITE_URL: optional(z.url()),
  PUBLIC_URL: optional(z.url()),
  WEB_URL: optional(z.url()),
  STOREFRONT_CACHE_SECONDS: optional(z.coerce.number().min(0)),
  STOREFRONT_SECRET: optional(z.string()),
  // Checked by server/main.ts, which names the -p flag beside PORT in its message.
  PORT: optional(z.string()),
  PAGE_CACHE_MB: optional(z.string()),
  REDIS_URL: optional(z.url()),
  // The same levels as the API's LOG_LEVEL (pino's); unset: info (server/request-log.ts).
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
});

export type StorefrontEnv = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): StorefrontEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid storefront environment: ${problems}`);
  }
  return parsed.data;
}

export const env = parseEnv(process.env);

/** Where the storefront's server reaches the API (DESIGN "Configuration"). */
export const apiUrl = (env.API_URL ?? localApiUrl(env.API_PORT)).replace(/\/$/, '');

/**
 * The storefront's public origin: canonical URLs, hreflang, sitemap, structured data. PUBLIC_URL
 * is the shop's one address, shared with the API; SITE_URL and WEB_URL are older names for it.
 */
export const siteUrl = (env.SITE_URL ?? env.PUBLIC_URL ?? env.WEB_URL ?? 'http://localhost:3000').replace(
  /\/$/,
  '',
);

/**
 * The longest the storefront may reuse a public API answer (seconds). Unset: each caller's own
 * time (five minutes, an hour for the sitemap). Staff edits show on the storefront within that time; the
 * journeys set it to 1 so a back-office change is visible on the next reload.
 */
export const cacheCapSeconds = env.STOREFRONT_CACHE_SECONDS ?? Infinity;

/**
 * Shared with the API: the storefront's server signs its subscription to the API's expiries with
 * it, and each expiry it hands to Next (server/cache-subscriber.ts); unset: pages live out their time.
 */
export const storefrontSecret = env.STOREFRONT_SECRET;

/** The storefront's own server runs Next in production whatever the shell says (Next reads these). */
export function runNextInProduction(): void {
  Object.assign(process.env, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' });
}
