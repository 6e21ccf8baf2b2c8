import { promoCodeKey, promoCodeSchema } from '@kartyna/domain';

/**
 * The code as the API matches it (NFKC, trimmed, upper case: «vesna10» is VESNA10), or null when
 * the API would refuse its shape. The domain's own schema, loaded with zod only when a shopper
 * applies a code (promo-code-field).
 */
export function parsePromoCode(text: string): string | null {
  const parsed = promoCodeSchema.safeParse(text);
  return parsed.success ? promoCodeKey(parsed.data) : null;
}
