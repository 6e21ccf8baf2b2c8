'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { localePath } from '@/i18n/client-navigation';
import styles from './cart-button.module.css';
import { cartCount } from './cart-logic';
import { cleanStoredCart } from './cart-store';
import { useCartLines } from './use-cart';
import { countForm } from '@/lib/count-text/plural-form';

/**
 * The header's cart icon with the sum of amounts (requirements §2); 0 until the stored cart is read.
 * A plain link, which the shell's one listener navigates in the app (shell-enhancer.tsx): no
 * next/link in every page's JavaScript (issue #46).
 */
export function CartButton() {
  const t = useTranslations('cart');
  const locale = useLocale();
  const count = cartCount(useCartLines());
  // The header is on every page: the one place to drop a stored cart nobody can read.
  useEffect(cleanStoredCart, []);
  return (
    <a
      href={localePath('/cart', locale)}
      className={styles.button}
      aria-label={t('headerLabel', { count, form: countForm(count) })}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M3 4h2.2l2.1 10.4a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.6 8H6.4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.4" fill="currentColor" />
        <circle cx="17" cy="20" r="1.4" fill="currentColor" />
      </svg>
      {count > 0 && (
        <span className={styles.badge} data-testid="cart-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </a>
  );
}
