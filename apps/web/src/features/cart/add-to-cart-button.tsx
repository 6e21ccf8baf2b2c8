'use client';

import type { Product } from '@kartyna/domain';
import { useLocale, useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { useRouter } from '@/i18n/navigation';
import { addToCartEvent, canBuy, toCartProduct, type CartProduct } from './cart-logic';
import { pushDataLayer } from './tracking';
import { addToCart } from './use-cart';

interface AddToCartButtonProps {
  /** a listing passes the cart's own snapshot: every prop travels to the browser with the page */
  product: Product | CartProduct;
  /** extra classes from the placing feature (size, full width) */
  className?: string;
}

/** "Buy": adds one of the product to the cart (SPEC §4), with a toast and the dataLayer event. */
export function AddToCartButton({ product, className }: AddToCartButtonProps) {
  const t = useTranslations('cart');
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  const router = useRouter();
  const buyable = canBuy(product);
  const label = !buyable ? t('soldOut') : product.inStock ? t('buy') : t('preorder');

  const onClick = () => {
    addToCart(product);
    pushDataLayer(addToCartEvent(toCartProduct(product), locale));
    toast.success(t('added'), {
      description: product.name[locale],
      action: { label: t('toCart'), onClick: () => router.push('/cart') },
    });
  };

  return (
    <button
      type="button"
      className={['button', className].filter(Boolean).join(' ')}
      disabled={!buyable}
      onClick={onClick}
      aria-label={buyable ? `${label}: ${product.name[locale]}` : undefined}
    >
      {label}
    </button>
  );
}
