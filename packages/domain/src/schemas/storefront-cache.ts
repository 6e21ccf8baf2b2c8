import { z } from 'zod';
import { MAX_TAGS_PER_CALL, storefrontCacheTagSchema } from './storefront-cache-tags';

/**
 * One expiry the API sends its storefronts when staff (or a checkout) change what pages show
 * (an event of the stream below; the storefront's server hands it to Next as a signed call).
 * `version`: the catalogue version the change committed; a storefront told the same version by
 * several API processes revalidates once.
 */
export const storefrontRevalidationSchema = z.object({
  tags: z.array(storefrontCacheTagSchema).min(1).max(MAX_TAGS_PER_CALL),
  version: z.number().int().nonnegative().optional(),
});
export type StorefrontRevalidation = z.infer<typeof storefrontRevalidationSchema>;

/**
 * The API's event stream of expiries (issue #28), which each storefront's server subscribes to
 * at its API_URL: an internal path the public proxy need not pass on. The subscription is signed
 * over this path, as a call's body is.
 */
export const STOREFRONT_EVENTS_PATH = '/api/internal/storefront-cache/events';

/** The header that carries `t=<unix ms>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const STOREFRONT_SIGNATURE_HEADER = 'x-kartyna-signature';
/** A signed call older (or further in the future) than this is refused: replays buy nothing. */
export const STOREFRONT_SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000;

const encoder = new TextEncoder();

async function hmacKey(secret: string, usage: 'sign' | 'verify') {
  return globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    [usage],
  );
}

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));

/** The signature header's value for `body` sent at `at` (Web Crypto: the API and the storefront alike). */
export async function signStorefrontCall(secret: string, body: string, at = Date.now()): Promise<string> {
  const mac = await globalThis.crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret, 'sign'),
    encoder.encode(`${at}.${body}`),
  );
  return `t=${at},v1=${toHex(mac)}`;
}

/** Whether `header` signs `body` with `secret`, recently enough (verified in constant time). */
export async function verifyStorefrontCall(
  secret: string,
  body: string,
  header: string | null,
  now = Date.now(),
): Promise<boolean> {
  const match = /^t=(\d{1,16}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) return false;
  const at = Number(match[1]);
  if (Math.abs(now - at) > STOREFRONT_SIGNATURE_MAX_AGE_MS) return false;
  const mac = fromHex(match[2]);
  return globalThis.crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret, 'verify'),
    mac,
    encoder.encode(`${at}.${body}`),
  );
}
