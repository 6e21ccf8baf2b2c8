'use client';

import { useEffect } from 'react';
import { recordViewed } from './viewed-store';

/** Placed on a product page: remembers the visit for the "you viewed" rail. Renders nothing. */
export function RecordViewed({ productId }: { productId: number }) {
  useEffect(() => {
    recordViewed(productId);
  }, [productId]);
  return null;
}
