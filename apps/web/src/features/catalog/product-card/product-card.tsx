import type { Product } from '@kartyna/domain';
import { getImageProps } from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { preload } from 'react-dom';
import { SaveProductButton } from '@/features/account';
import { AddToCartButton, toCartProduct } from '@/features/cart';
import { localePath } from '@/i18n/locale-path';
import type { AppLocale } from '@/i18n/routing';
import { Availability } from './availability';
import { Price } from './price';
import { ProductLabels } from './product-labels';
import styles from './product-card.module.css';

/** Product pictures are 4:5 (800×1000); the frame keeps that ratio so nothing shifts as they load. */
export const PICTURE_WIDTH = 400;
export const PICTURE_HEIGHT = 500;
const CARD_WIDTHS = [384, 640];

/**
 * The first row's pictures load at once and go out with the frame they are ready for. Only the
 * first is announced in the <head> at high priority (as next/image does): cards are all the same
 * size, so the first painted picture is the LCP, and its neighbours would only share its bandwidth.
 */
function pictureProps(src: string, alt: string, eager: boolean, lcp: boolean) {
  const { props } = getImageProps({
    src,
    alt,
    width: PICTURE_WIDTH,
    height: PICTURE_HEIGHT,
    sizes: '(max-width: 560px) 50vw, (max-width: 1100px) 33vw, 300px',
    loading: eager ? 'eager' : 'lazy',
    fetchPriority: lcp ? 'high' : undefined,
    decoding: eager ? 'sync' : 'async',
  });
  // Two widths are all a card needs (300 CSS px at most, 1× and 2×): every width is written twice
  // per card, in the HTML and in the payload the page hydrates from.
  const srcSet = props.srcSet
    ?.split(', ')
    .filter((entry) => CARD_WIDTHS.some((width) => entry.endsWith(` ${width}w`)))
    .join(', ');
  // The larger of the two as the plain src (a browser without srcset, a crawler).
  Object.assign(props, { src: srcSet?.split(', ').at(-1)?.split(' ')[0] ?? props.src, srcSet });
  if (lcp) {
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    });
  }
  return props;
}

interface ProductCardProps {
  product: Product;
  /** the first row of a page: pictures loaded at once (see pictureProps) */
  eager?: boolean;
  /** the page's first card, whose picture is the LCP */
  lcp?: boolean;
}

/**
 * A product in a listing: picture, labels, name, article, availability, price (the old one
 * struck through), buy and save. Works in server and client trees alike (no hooks of its own
 * beyond translations), so the server listing and the client "you viewed" rail share it.
 * The name's link stretches over the whole card; the buttons sit above it.
 */
export function ProductCard({ product, eager = false, lcp = false }: ProductCardProps) {
  const locale = useLocale() as AppLocale;
  const t = useTranslations('catalog.card');
  const name = product.name[locale];
  const picture = product.images[0];
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {picture ? (
          // A plain <img> with next/image's URLs and srcset: no client component per card to
          // ship and hydrate, and the markup is the same on the server and in the "viewed" rail.
          <img {...pictureProps(picture, name, eager || lcp, lcp)} className={styles.picture} />
        ) : (
          <div className={styles.noPicture} aria-hidden="true" />
        )}
        <ProductLabels labels={product.labels} className={styles.labels} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          {/* a plain link: the shell's enhancer navigates in the app (no component per card) */}
          <a href={localePath(`/product/${product.id}`, locale)} className={styles.link}>
            {name}
          </a>
        </h3>
        <p className={styles.article}>{t('article', { article: product.article })}</p>
        <Availability product={product} />
        <div className={styles.footer}>
          <Price product={product} />
          {/* "Buy" comes before the heart in the page, though drawn after it (see .actions) */}
          <div className={styles.actions}>
            {/* the cart's snapshot, not the product: the button's props travel with the page */}
            <AddToCartButton product={toCartProduct(product)} className={styles.buy} />
            <div className={styles.save}>
              <SaveProductButton productId={product.id} />
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}
