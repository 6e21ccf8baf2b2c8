'use client';

import { uahToKopiyky, type Kopiyky } from '@kartyna/domain';
import { useState } from 'react';
import type { ApiError } from '@/lib/api/api-error';
import { orderPromoRefusal } from './order-refusal';
import type { RefusalKey } from './promo-notice';
import { invalidateQuotes, type QuoteLines } from './quote-client';
import { shownQuote } from './quote-state';
import { usePromotionQuote } from './use-promotion-quote';

/**
 * An order form's promotions (issue #43), the checkout's and the photo order's alike: the
 * discount the API counts for these lines and this code, and a refusal of the order for its code
 * (shown by the field and the submit button, not as the form's error). Where the code is kept is
 * the caller's: the cart stores it, the photo order holds it in the form.
 */
export function useOrderDiscount(lines: QuoteLines, code: string | null) {
  const state = usePromotionQuote(lines, code);
  const quote = shownQuote(state, code);
  const [refused, setRefused] = useState<{ code: string; refusal: RefusalKey } | null>(null);
  return {
    state,
    quote,
    /** what the promotions take off the goods, as far as the API has said */
    discount: (quote ? uahToKopiyky(quote.discount) : 0) as Kopiyky,
    refused: refused && refused.code === code ? refused : null,
    /** true when the failure was the code's: it is shown by the field and the button */
    refusedBy(error: ApiError): boolean {
      const refusal = code ? orderPromoRefusal(error) : null;
      if (!code || !refusal) return false;
      setRefused({ code, refusal });
      // The promo field asks again and says what to do in detail (how much to add).
      invalidateQuotes();
      return true;
    },
    clearRefusal: () => setRefused(null),
  };
}
