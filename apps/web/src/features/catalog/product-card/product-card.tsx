import type { Product } from '@kartyna/domain';
import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { SaveProductButton } from '@/features/account';
import { AddToCartButton, toCartProduct } from '@/features/cart';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { Availability } from './availability';
import { Price } from './price';
import { ProductLabels } from './product-labels';
import styles from './product-card.module.css';

/** Product pictures are 4:5 (800×1000); the frame keeps that ratio so nothing shifts as they load. */
export const PICTURE_WIDTH = 400;
export const PICTURE_HEIGHT = 500;

interface ProductCardProps {
  product: Product;
  /** the first cards of a page are likely the LCP: load them at once instead of lazily */
  eager?: boolean;
}

/**
 * A product in a listing: picture, labels, name, article, availability, price (the old one
 * struck through), buy and save. Works in server and client trees alike (no hooks of its own
 * beyond translations), so the server listing and the client "you viewed" rail share it.
 * The name's link stretches over the whole card; the buttons sit above it.
 */
export function ProductCard({ product, eager = false }: ProductCardProps) {
  const locale = useLocale() as AppLocale;
  const t = useTranslations('catalog.card');
  const name = product.name[locale];
  const picture = product.images[0];
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {picture ? (
          <Image
            src={picture}
            alt={name}
            width={PICTURE_WIDTH}
            height={PICTURE_HEIGHT}
            sizes="(max-width: 560px) 50vw, (max-width: 1100px) 33vw, 300px"
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            // the first row's pictures go out with the frame they are ready for, not one later
            decoding={eager ? 'sync' : 'async'}
            className={styles.picture}
          />
        ) : (
          <div className={styles.noPicture} aria-hidden="true" />
        )}
        <ProductLabels labels={product.labels} className={styles.labels} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link href={`/product/${product.id}`} className={styles.link} prefetch={false}>
            {name}
          </Link>
        </h3>
        <p className={styles.article}>{t('article', { article: product.article })}</p>
        <Availability product={product} />
        <div className={styles.footer}>
          <Price product={product} />
          <div className={styles.actions}>
            <SaveProductButton productId={product.id} />
            {/* the cart's snapshot, not the product: the button's props travel with the page */}
            <AddToCartButton product={toCartProduct(product)} />
          </div>
        </div>
      </div>
    </article>
  );
}
