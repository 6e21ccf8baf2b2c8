import { formatUah, uahToKopiyky, type Product } from '@kartyna/domain';
import { useLocale, useTranslations } from 'next-intl';
import type { AppLocale } from '@/i18n/routing';
import styles from './price.module.css';

/** The UAH amounts of a product are whole or two-decimal numbers; the domain prints kopiyky. */
export const formatPrice = (uah: number, locale: AppLocale): string => formatUah(uahToKopiyky(uah), locale);

/**
 * requirements §2: a discountPrice is shown in place of price, with the old price struck through.
 * The struck price is announced as the old one, since <s> alone says nothing to a screen reader.
 */
export function Price({ product, size = 'm' }: { product: Product; size?: 'm' | 'l' }) {
  const locale = useLocale() as AppLocale;
  const t = useTranslations('catalog.price');
  const discounted = product.discountPrice !== null && product.discountPrice < product.price;
  return (
    <p className={`${styles.price} ${size === 'l' ? styles.large : ''}`}>
      {discounted ? (
        <>
          <span className={styles.now}>
            <span className="visually-hidden">{t('now')} </span>
            {formatPrice(product.discountPrice ?? product.price, locale)}
          </span>{' '}
          <s className={styles.old}>
            <span className="visually-hidden">{t('old')} </span>
            {formatPrice(product.price, locale)}
          </s>
        </>
      ) : (
        <span className={styles.regular}>{formatPrice(product.price, locale)}</span>
      )}
    </p>
  );
}
