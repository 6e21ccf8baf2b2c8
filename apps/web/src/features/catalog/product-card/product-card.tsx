import type { Product } from '@kartyna/domain';
import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { SaveProductButton } from '@/features/account';
import { AddToCartButton } from '@/features/cart';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { Availability } from './availability';
import { Price } from './price';
import { ProductLabels } from './product-labels';
import styles from './product-card.module.css';

/** Product pictures are 4:5 (800×1000); the frame keeps that ratio so nothing shifts as they load. */
export const PICTURE_WIDTH = 400;
export const PICTURE_HEIGHT = 500;

const NO_DESCRIPTION = { ua: '', ru: '' };

/**
 * The buy button is a client component, so the product it gets travels to the browser with the
 * page. A card never shows the description, and the cart keeps none, so it is left behind: two
 * dozen descriptions in both languages would be most of a listing's payload.
 */
const forBuyButton = (product: Product): Product => ({ ...product, description: NO_DESCRIPTION });

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
            <AddToCartButton product={forBuyButton(product)} />
          </div>
        </div>
      </div>
    </article>
  );
}
