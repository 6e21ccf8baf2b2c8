import type { ApiError } from '@/lib/api/api-error';
import { isPromoRefusal, type RefusalKey } from './promo-notice';

/**
 * Why placing an order with a code was refused because of the code, or null when the failure
 * is about something else: 422 with a promo_code_* key (the code gives nothing now), or 400
 * naming `promoCode` (its shape). Either way the form stays as the shopper filled it.
 */
export function orderPromoRefusal(
  error: Pick<ApiError, 'statusCode' | 'message' | 'errors'>,
): RefusalKey | null {
  if (error.statusCode === 422 && isPromoRefusal(error.message)) return error.message;
  if (error.statusCode === 400 && error.errors.some((e) => e.path === 'promoCode'))
    return 'invalid_promo_code';
  return null;
}
