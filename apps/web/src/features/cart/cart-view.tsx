'use client';

import { formatUah, uahToKopiyky, type Product } from '@kartyna/domain';
import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { ApiError } from '@/lib/api/api-error';
import { browserApi } from '@/lib/api/browser-api';
import { addFromQuery } from './add-from-query';
import { MAX_LINE_AMOUNT, canBuy, lineTotal, type CartLine } from './cart-logic';
import { CartTotals } from './cart-totals';
import { PaymentReminders } from './order-result/payment-reminder';
import { addToCart, decreaseInCart, refreshCart, removeFromCart, useCart } from './use-cart';
import styles from './cart-view.module.css';

/**
 * Asks the API for today's price and stock of every line (requirements: the shopper sees what the order
 * will be charged). Answers the ids the API no longer knows.
 */
function useFreshPrices(ids: string): Set<number> {
  const [gone, setGone] = useState<Set<number>>(new Set());
  useEffect(() => {
    if (!ids) return;
    const controller = new AbortController();
    const list = ids.split(',').map(Number);
    void Promise.allSettled(
      list.map((id) => browserApi<Product>(`/products/${id}`, { signal: controller.signal })),
    ).then((answers) => {
      if (controller.signal.aborted) return;
      const fresh = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
      const missing = list.filter((_, i) => {
        const answer = answers[i];
        return (
          answer?.status === 'rejected' &&
          answer.reason instanceof ApiError &&
          answer.reason.statusCode === 404
        );
      });
      refreshCart(fresh);
      setGone(new Set(missing));
    });
    return () => controller.abort();
  }, [ids]);
  return gone;
}

function LineRow({ line, gone }: { line: CartLine; gone: boolean }) {
  const t = useTranslations('cart');
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  const { product, amount } = line;
  const name = product.name[locale];
  const price = (uah: number) => formatUah(uahToKopiyky(uah), locale);
  const unavailable = gone || !canBuy(product);

  return (
    <li className={styles.line}>
      <Link href={`/product/${product.id}`} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        {product.image ? (
          <Image src={product.image} alt="" width={96} height={96} sizes="96px" />
        ) : (
          <span className={styles.noImage} />
        )}
      </Link>
      <div className={styles.info}>
        <Link href={`/product/${product.id}`} className={styles.name}>
          {name}
        </Link>
        {product.article && (
          <span className={styles.article}>{t('article', { article: product.article })}</span>
        )}
        {unavailable && <span className={styles.warning}>{gone ? t('gone') : t('outOfStock')}</span>}
        {!unavailable && !product.inStock && product.expected && (
          <span className={styles.expected}>{t('expected')}</span>
        )}
        <span className={styles.unit}>
          {product.discountPrice !== null && <s className={styles.old}>{price(product.price)}</s>}
          <span className={product.discountPrice !== null ? styles.sale : undefined}>
            {price(product.discountPrice ?? product.price)}
          </span>
        </span>
      </div>
      <div className={styles.stepper} role="group" aria-label={t('amountOf', { name })}>
        <button type="button" onClick={() => decreaseInCart(product.id)} aria-label={t('decrease', { name })}>
          −
        </button>
        <output aria-live="polite" aria-label={t('amount')}>
          {amount}
        </output>
        <button
          type="button"
          onClick={() => addToCart(product)}
          disabled={unavailable || amount >= MAX_LINE_AMOUNT}
          aria-label={t('increase', { name })}
        >
          +
        </button>
      </div>
      <span className={styles.total}>{formatUah(lineTotal(line), locale)}</span>
      <button
        type="button"
        className={styles.remove}
        onClick={() => removeFromCart(product.id)}
        aria-label={t('remove', { name })}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M5 7h14M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.7"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </li>
  );
}

/** The empty cart: a picture, a word and the way to the catalogue. */
function EmptyCart() {
  const t = useTranslations('cart');
  return (
    <section className={styles.empty}>
      <svg viewBox="0 0 120 96" width="120" height="96" aria-hidden="true" className={styles.emptyArt}>
        <rect
          x="14"
          y="10"
          width="92"
          height="70"
          rx="8"
          fill="var(--paper-deep)"
          stroke="var(--line)"
          strokeWidth="2"
        />
        <circle cx="42" cy="38" r="9" fill="var(--accent-soft)" />
        <path
          d="M20 74l26-24 16 14 14-10 24 20"
          fill="none"
          stroke="var(--accent)"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      </svg>
      <h2>{t('emptyTitle')}</h2>
      <p>{t('emptyText')}</p>
      <Link href="/catalog" className="button">
        {t('toCatalog')}
      </Link>
    </section>
  );
}

/** The lines of the cart with amounts, today's prices and the goods total, or the empty state. */
export function CartView() {
  const t = useTranslations('cart');
  const { lines, count, total, hydrated } = useCart();
  const ids = lines.map((l) => l.product.id).join(',');
  const gone = useFreshPrices(hydrated ? ids : '');
  // A "Buy" tapped before its page hydrated came here as /cart?add=<id>.
  useEffect(() => void addFromQuery(), []);

  if (!hydrated) return <div className={styles.placeholder} aria-busy="true" />;

  if (lines.length === 0) {
    return (
      <>
        {/* Back from the payment page, or later: the placed order waits here with "pay". */}
        <PaymentReminders />
        <EmptyCart />
      </>
    );
  }

  return (
    <section className={styles.cart} aria-labelledby="cart-lines-title">
      <h2 id="cart-lines-title" className="visually-hidden">
        {t('linesTitle')}
      </h2>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <LineRow key={line.product.id} line={line} gone={gone.has(line.product.id)} />
        ))}
      </ul>
      <CartTotals lines={lines} count={count} total={total} />
    </section>
  );
}
