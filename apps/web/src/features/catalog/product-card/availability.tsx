import type { Product } from '@kartyna/domain';
import { useTranslations } from 'next-intl';
import styles from './availability.module.css';

export type AvailabilityState = 'inStock' | 'expected' | 'outOfStock';

/** requirements §2: in stock / not in stock, and "expected" for a preorder product. */
export const availabilityOf = (product: Pick<Product, 'inStock' | 'expected'>): AvailabilityState =>
  product.inStock ? 'inStock' : product.expected ? 'expected' : 'outOfStock';

export function Availability({ product }: { product: Product }) {
  const t = useTranslations('catalog.availability');
  const state = availabilityOf(product);
  return (
    <p className={`${styles.availability} ${styles[state]}`}>
      <span className={styles.dot} aria-hidden="true" />
      {t(state)}
    </p>
  );
}
