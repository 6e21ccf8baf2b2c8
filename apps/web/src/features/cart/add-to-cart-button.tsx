'use client';

import type { Product } from '@kartyna/domain';
import { useLocale, useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { useRouter } from '@/i18n/navigation';
import styles from './add-to-cart-button.module.css';
import { addOnTap } from './add-on-tap';
import { canBuy, type CartProduct } from './cart-logic';
import { ADD_PARAM } from './add-param';

interface AddToCartButtonProps {
  /** a listing passes the cart's own snapshot: every prop travels to the browser with the page */
  product: Product | CartProduct;
  /** extra classes from the placing feature (size, full width) */
  className?: string;
}

/**
 * "Buy": adds one of the product to the cart (SPEC §4), with a toast and the dataLayer event.
 * It is a real form to /cart?add=<id>: a tap before the page's JavaScript has hydrated (a slow
 * phone) still lands the product in the cart, where the cart page adds it; once hydrated the
 * submit is handled here and the shopper stays on the page.
 */
export function AddToCartButton({ product, className }: AddToCartButtonProps) {
  const t = useTranslations('cart');
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  const router = useRouter();
  const buyable = canBuy(product);
  const label = !buyable ? t('soldOut') : product.inStock ? t('buy') : t('preorder');
  const classes = ['button', styles.button, className].filter(Boolean).join(' ');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Stored now; the badge, the dataLayer and the toast follow the next paint (add-on-tap.ts).
    addOnTap(product, locale, () =>
      toast.success(t('added'), {
        description: product.name[locale],
        action: { label: t('toCart'), onClick: () => router.push('/cart') },
      }),
    );
  };

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
      onSubmit={onSubmit}
      className={styles.form}
    >
      <input type="hidden" name={ADD_PARAM} value={product.id} />
      <button type="submit" className={classes} aria-label={`${label}: ${product.name[locale]}`}>
        {label}
      </button>
    </form>
  );
}
