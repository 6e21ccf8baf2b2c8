'use client';

import { useMemo, useState } from 'react';
import { useOrderDiscount } from '@/features/promotions';
import type { PhotoOptionsValue } from './photo-options';

/**
 * The photo order's promotions (issue #43): the code the shopper applied here (a photo order
 * has no stored cart) and the discount the API counts for the picture as chosen.
 */
export function usePhotoDiscount(options: PhotoOptionsValue) {
  const [code, setCode] = useState<string | null>(null);
  const { complectation, size, speed, amount } = options;
  const quoteLines = useMemo(
    () => ({ photoLines: [{ complectation, size, speed, amount }] }),
    [complectation, size, speed, amount],
  );
  const discount = useOrderDiscount(quoteLines, code);
  return {
    ...discount,
    code,
    apply: (next: string) => {
      discount.clearRefusal();
      setCode(next);
    },
    remove: () => {
      discount.clearRefusal();
      setCode(null);
    },
  };
}
