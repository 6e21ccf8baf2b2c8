'use client';

import { useCart } from './cart-provider';

/** The header's cart icon with the sum of amounts (SPEC §2). */
export function CartButton() {
  const { count } = useCart();
  return <span aria-label={`cart ${count}`}>{count}</span>;
}
