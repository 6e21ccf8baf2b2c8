import { z } from 'zod';

/**
 * What the storefront's page cache is tagged with (issue #15). `catalog`: every page that shows
 * products, categories, prices or stock (the header's category menu makes that every page);
 * `content`: page texts, SEO texts, shop settings, testimonials and client works.
 */
export const storefrontCacheTags = ['catalog', 'content'] as const;
export type StorefrontCacheTag = (typeof storefrontCacheTags)[number];

/**
 * The API's signed call to each storefront when staff (or a checkout) change what pages show.
 * `version`: the catalogue version the change committed; a storefront told the same version by
 * several API processes revalidates once.
 */
export const storefrontRevalidationSchema = z.object({
  tags: z.array(z.enum(storefrontCacheTags)).min(1).max(storefrontCacheTags.length),
  version: z.number().int().nonnegative().optional(),
});
export type StorefrontRevalidation = z.infer<typeof storefrontRevalidationSchema>;

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
