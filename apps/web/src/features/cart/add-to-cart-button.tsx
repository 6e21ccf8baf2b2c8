import type { Product } from '@kartyna/domain';
import { useLocale, useTranslations } from 'next-intl';
import styles from './add-to-cart-button.module.css';
import { canBuy, type CartProduct } from './cart-logic';
import { writeCartSnapshot } from './cart-snapshot';
import { ADD_PARAM, CART_PRODUCT_ATTRIBUTE } from './add-param';

interface AddToCartButtonProps {
  /** a listing passes the cart's own snapshot: it travels to the browser with the page */
  product: Product | CartProduct;
  /** extra classes from the placing feature (size, full width) */
  className?: string;
}

/**
 * "Buy": adds one of the product to the cart (requirements §4), with a toast and the dataLayer event.
 * Plain HTML, no component to hydrate per card: a real form to /cart?add=<id>, so a tap before
 * the page's JavaScript runs (a slow phone, or none) still lands the product in the cart,
 * where the cart page adds it; with JavaScript one listener for every such form (buy-forms.tsx)
 * adds it from the snapshot the form carries, and the shopper stays on the page. Renders in
 * server and client trees alike (the "you viewed" rail).
 */
export function AddToCartButton({ product, className }: AddToCartButtonProps) {
  const t = useTranslations('cart');
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  const buyable = canBuy(product);
  const label = !buyable ? t('soldOut') : product.inStock ? t('buy') : t('preorder');
  const classes = ['button', styles.button, className].filter(Boolean).join(' ');

  if (!buyable)
    return (
      <button type="button" className={classes} disabled>
        {label}
      </button>
    );

  return (
    <form
      action={locale === 'ua' ? '/cart' : `/${locale}/cart`}
      method="get"
      className={styles.form}
      {...{ [CART_PRODUCT_ATTRIBUTE]: writeCartSnapshot(product) }}
    >
      <input type="hidden" name={ADD_PARAM} value={product.id} />
      <button type="submit" className={classes} aria-label={`${label}: ${product.name[locale]}`}>
        {label}
      </button>
    </form>
  );
}
