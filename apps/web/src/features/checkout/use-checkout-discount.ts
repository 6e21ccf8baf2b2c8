'use client';

import { useMemo } from 'react';
import { removeCartPromoCode, useCartPromoCode, type CartLine } from '@/features/cart';
import { useOrderDiscount } from '@/features/promotions';

/**
 * The checkout's side of the cart's promotions (issue #43): the code kept with the cart and the
 * discount the API counts for these lines (the same question as the cart's above, answered once).
 */
export function useCheckoutDiscount(lines: readonly CartLine[]) {
  const code = useCartPromoCode();
  const quoteLines = useMemo(
    () => ({ lines: lines.map((l) => ({ productId: l.product.id, amount: l.amount })) }),
    [lines],
  );
  const discount = useOrderDiscount(quoteLines, code);
  return {
    ...discount,
    code,
    removeCode() {
      discount.clearRefusal();
      removeCartPromoCode();
    },
  };
}
