import { locales } from './enums';

export { defaultLocale, locales, type Locale } from './enums';

/**
 * Names the API, the storefront and the back office must agree on. A copy in each app drifts
 * silently (a renamed cookie breaks writes only in the browser), so each name lives here once.
 * No zod: the storefront's proxy and server bundle and the back office's Vite config import it.
 */

/** The readable cookie the API sets beside the httpOnly session; writes echo it in the header. */
export const csrfCookie = 'csrf_token';
export const csrfHeader = 'x-csrf-token';

/** The remembered interface language: set by the storefront's language switch, read by the API. */
export const localeCookie = 'NEXT_LOCALE';

/** Where the API listens when API_PORT and API_URL are unset. */
export const defaultApiPort = 4000;
export const localApiUrl = (port: number | string = defaultApiPort): string => `http://127.0.0.1:${port}`;

/** The storefront's personal pages (the cabinet, sign-in, a buyer's kit, mailed links): never shared by a cache. */
export const personalPagePaths = ['/cabinet', '/login', '/kit', '/account'] as const;

/** Each personal page under every address it has: unprefixed and under each locale's prefix. */
export const personalPagePrefixes: readonly string[] = personalPagePaths.flatMap((path) => [
  path,
  ...locales.map((locale) => `/${locale}${path}`),
]);

/**
 * A cookie's value from a `Cookie` header or document.cookie; null when absent, empty or not
 * decodable (anyone can send a malformed cookie, and the storefront's server reads this one).
 */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(/;\s*/)) {
    if (part.startsWith(`${name}=`) && part.length > name.length + 1) {
      try {
        return decodeURIComponent(part.slice(name.length + 1));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * A caller's request id (`x-request-id` from a proxy or the storefront) is kept so one id follows
 * a click through every log; it lands in logs and headers, so only a short run of safe characters.
 */
export const requestIdHeader = 'x-request-id';
export const acceptableRequestId = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Query parameters that carry a credential: a kit's key (`k`), an order's (`t`), mailed one-off
 * tokens, a payment's signature. A logged URL shows them as `***`: logs travel further than secrets may.
 */
const secretParams = /^(k|t|token|key|signature|sign|data|password|code)$/i;

export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq > 0 && secretParams.test(pair.slice(0, eq)) ? `${pair.slice(0, eq)}=***` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

/**
 * The field message of a 415 answer to a HEIC/HEIF photo the server cannot decode (its image
 * library may be built without an HEVC decoder): the UI asks for a JPEG instead.
 */
export const heicNotSupportedKey = 'heic_not_supported';
