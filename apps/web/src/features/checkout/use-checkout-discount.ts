'use client';

import { uahToKopiyky, type Kopiyky } from '@kartyna/domain';
import { useMemo, useState } from 'react';
import { removeCartPromoCode, useCartPromoCode, type CartLine } from '@/features/cart';
import {
  invalidateQuotes,
  orderPromoRefusal,
  shownQuote,
  usePromotionQuote,
  type PromoRefusalKey,
} from '@/features/promotions';
import type { ApiError } from '@/lib/api/api-error';

/**
 * The checkout's side of the cart's promotions (issue #43): the code kept with the cart, the
 * discount the API counts for these lines (the same question as the cart's above, answered
 * once), and a refusal of the order for its code, shown by the submit button.
 */
export function useCheckoutDiscount(lines: readonly CartLine[]) {
  const code = useCartPromoCode();
  const quoteLines = useMemo(
    () => ({ lines: lines.map((l) => ({ productId: l.product.id, amount: l.amount })) }),
    [lines],
  );
  const state = usePromotionQuote(quoteLines, code);
  const quote = shownQuote(state, code);
  const [refused, setRefused] = useState<{ code: string; refusal: PromoRefusalKey } | null>(null);

  return {
    code,
    quote,
    /** what the promotions take off the goods, as far as the API has said */
    discount: (quote ? uahToKopiyky(quote.discount) : 0) as Kopiyky,
    refused: refused && refused.code === code ? refused : null,
    /** true when the failure was the code's: it is shown here, not as the form's error */
    refusedBy(error: ApiError): boolean {
      const refusal = code ? orderPromoRefusal(error) : null;
      if (!code || !refusal) return false;
      setRefused({ code, refusal });
      // The promo field above asks again and says what to do in detail (how much to add).
      invalidateQuotes();
      return true;
    },
    clearRefusal: () => setRefused(null),
    removeCode() {
      setRefused(null);
      removeCartPromoCode();
    },
  };
}
