import { z } from 'zod';
import { normalizeSlug } from '../enums';

/**
 * What the storefront's pages are tagged with, as narrow as what they show (issues #15, #23):
 * - `catalog`: the catalogue's shape (categories, sizes), which every page's menus show; a change
 *   of it, or a change too wide to list (an import), expires every page;
 * - `content`: page texts, SEO texts, shop settings, testimonials and client works (the footer
 *   makes that every page too);
 * - `product:<id>`: pages built from that product's answer (its page, in both languages);
 * - `listing:<category path>`: listings of that category (`listing:` the whole catalogue, home's
 *   rails and every label or search listing included).
 */
export type StorefrontCacheTag = 'catalog' | 'content' | `product:${number}` | `listing:${string}`;

const tagPattern = /^(?:catalog|content|product:\d{1,10}|listing:[^\s,]{0,300})$/;
export const storefrontCacheTagSchema = z
  .string()
  .regex(tagPattern)
  .transform((tag) => tag as StorefrontCacheTag);

export const productTag = (id: number): StorefrontCacheTag => `product:${id}`;

/** A category path in one spelling (types match with hyphens or underscores, any case). */
const normalizedPath = (path: readonly string[]): string[] =>
  path.filter(Boolean).map((segment) => String(normalizeSlug(segment)));

/** The tag of a listing of `categoryPath` (empty: the whole catalogue). */
export const listingTag = (categoryPath: readonly string[]): StorefrontCacheTag =>
  `listing:${normalizedPath(categoryPath).join('/')}`;

/**
 * Every listing a product of the category at `categoryPath` appears in: the whole catalogue's
 * and each of the category's ancestors' down to its own.
 */
export function listingTagsAlong(categoryPath: readonly string[]): StorefrontCacheTag[] {
  const path = normalizedPath(categoryPath);
  return path.map((_, depth) => listingTag(path.slice(0, depth + 1))).concat(listingTag([]));
}

/** More tags than this in one call: the change is announced as the whole catalogue's. */
export const MAX_TAGS_PER_CALL = 500;

/**
 * One expiry the API sends its storefronts when staff (or a checkout) change what pages show
 * (an event of the stream above; the storefront's server hands it to Next as a signed call).
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
