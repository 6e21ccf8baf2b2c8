'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { useRouter } from '@/i18n/client-navigation';
import { addOnTap } from './add-on-tap';
import { CART_PRODUCT_ATTRIBUTE } from './add-param';
import { readCartSnapshot } from './cart-snapshot';

/**
 * Every "Buy" form on the page, handled by one listener instead of a component each: the line
 * is stored at once, the badge, the dataLayer and the toast follow the next paint
 * (add-on-tap.ts), and the shopper stays on the page. A snapshot that does not read as one
 * leaves the form to the browser (the cart page adds the product from the address).
 */
export function BuyForms() {
  const t = useTranslations('cart');
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  const router = useRouter();
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      const snapshot = form.getAttribute?.(CART_PRODUCT_ATTRIBUTE);
      if (!snapshot || event.defaultPrevented) return;
      const product = readCartSnapshot(snapshot);
      if (!product) return;
      event.preventDefault();
      addOnTap(product, locale, () =>
        toast.success(t('added'), {
          description: product.name[locale],
          action: { label: t('toCart'), onClick: () => router.push('/cart') },
        }),
      );
    };
    document.addEventListener('submit', onSubmit);
    return () => document.removeEventListener('submit', onSubmit);
  }, [locale, router, t]);
  return null;
}
