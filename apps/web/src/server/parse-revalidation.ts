import { storefrontRevalidationSchema, type StorefrontRevalidation } from '@kartyna/domain';

/**
 * One expiry the API sent, read from its text: the event the subscriber hears
 * (cache-subscriber.ts) and the body of the signed call into Next (app/api/storefront-cache)
 * are the same JSON, so both read it here and cannot drift apart. Text that is not JSON and
 * JSON of the wrong shape are the same failure to both callers (`invalid_data`).
 */
export type ParsedRevalidation = { ok: true; call: StorefrontRevalidation } | { ok: false };

export function parseRevalidation(text: string): ParsedRevalidation {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false };
  }
  const call = storefrontRevalidationSchema.safeParse(json);
  return call.success ? { ok: true, call: call.data } : { ok: false };
}
