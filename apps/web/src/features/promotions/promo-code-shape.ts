import { promoCodeSchema } from '@kartyna/domain';

/**
 * The code as the API will read it (NFKC, trimmed), or null when the API would refuse its shape.
 * The domain's own schema, loaded with zod only when a shopper applies a code (promo-code-field).
 */
export function parsePromoCode(text: string): string | null {
  const parsed = promoCodeSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}
