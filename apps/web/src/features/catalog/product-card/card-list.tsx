'use client';

import type { Product } from '@kartyna/domain';
import { ProductCard } from './product-card';

/**
 * A list of product cards drawn in the browser (the similar and the viewed rails). Its own
 * module, so the cards' code (pictures, buy and save buttons) loads with the first rail a
 * shopper scrolls to, not with every page.
 */
export default function CardList({
  products,
  listClassName,
  itemClassName,
}: {
  products: readonly Product[];
  listClassName: string | undefined;
  itemClassName?: string | undefined;
}) {
  return (
    <ul className={listClassName}>
      {products.map((product) => (
        <li key={product.id} className={itemClassName}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
