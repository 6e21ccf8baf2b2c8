import type { Product } from '@kartyna/domain';
import { readCartProduct, toCartProduct, type CartProduct } from './cart-logic';

/**
 * A "Buy" form's product as it travels in the page (add-to-cart-button.tsx → buy-forms.tsx): a
 * JSON array, not an object. Every card writes it twice, in its HTML (where each quote is six
 * bytes, `&quot;`) and in the payload the page hydrates from, so keys and quotes count.
 */
type Snapshot = [number, string, string, string, number, number | null, string | null, 0 | 1, 0 | 1];

export function writeCartSnapshot(product: Product | CartProduct): string {
  const p = toCartProduct(product);
  const snapshot: Snapshot = [
    p.id,
    p.article,
    p.name.ua,
    p.name.ru,
    p.price,
    p.discountPrice,
    p.image,
    p.inStock ? 1 : 0,
    p.expected ? 1 : 0,
  ];
  return JSON.stringify(snapshot);
}

/** The product a snapshot names, or null when the text is not one. */
export function readCartSnapshot(text: string): CartProduct | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 9) return null;
  const [id, article, ua, ru, price, discountPrice, image, inStock, expected] = value as unknown[];
  return readCartProduct({
    id,
    article,
    name: { ua, ru },
    price,
    discountPrice,
    image,
    inStock: inStock === 1,
    expected: expected === 1,
  });
}
