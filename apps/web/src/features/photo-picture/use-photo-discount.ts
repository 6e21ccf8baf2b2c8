'use client';

import { uahToKopiyky, type Kopiyky } from '@kartyna/domain';
import { useMemo, useState } from 'react';
import {
  invalidateQuotes,
  orderPromoRefusal,
  shownQuote,
  usePromotionQuote,
  type PromoRefusalKey,
} from '@/features/promotions';
import type { ApiError } from '@/lib/api/api-error';
import type { PhotoOptionsValue } from './photo-options';

/**
 * The photo order's promotions (issue #43): the code the shopper applied here (a photo order
 * has no stored cart), the discount the API counts for the picture as chosen, and a refusal
 * of the order for its code, shown by the submit button.
 */
export function usePhotoDiscount(options: PhotoOptionsValue) {
  const [code, setCode] = useState<string | null>(null);
  const { complectation, size, speed, amount } = options;
  const quoteLines = useMemo(
    () => ({ photoLines: [{ complectation, size, speed, amount }] }),
    [complectation, size, speed, amount],
  );
  const state = usePromotionQuote(quoteLines, code);
  const quote = shownQuote(state, code);
  const [refused, setRefused] = useState<{ code: string; refusal: PromoRefusalKey } | null>(null);

  return {
    code,
    state,
    quote,
    /** what the promotions take off, as far as the API has said */
    discount: (quote ? uahToKopiyky(quote.discount) : 0) as Kopiyky,
    refused: refused && refused.code === code ? refused : null,
    apply: (next: string) => {
      setRefused(null);
      setCode(next);
    },
    remove: () => {
      setRefused(null);
      setCode(null);
    },
    /** true when the failure was the code's: it is shown by the field and the button, not as the form's */
    refusedBy(error: ApiError): boolean {
      const refusal = code ? orderPromoRefusal(error) : null;
      if (!code || !refusal) return false;
      setRefused({ code, refusal });
      invalidateQuotes();
      return true;
    },
    clearRefusal: () => setRefused(null),
  };
}
