'use client';

import { formatUah, uahToKopiyky, type Kopiyky } from '@kartyna/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import {
  NextPromotionHint,
  PromoCodeField,
  PromotionRows,
  QuoteFailedNote,
  shownQuote,
  usePromotionQuote,
} from '@/features/promotions';
import type { CartLine } from './cart-logic';
import { applyCartPromoCode, removeCartPromoCode, useCartPromoCode } from './use-cart';
import styles from './cart-view.module.css';
import { countText } from '@/lib/count-text/count-text';

/**
 * The foot of the cart (issue #43): the «Промокод» field beside the goods total, the discounts
 * the API counts for these lines (a code's and an automatic promotion's) and the total after
 * them, before the order is placed. The code is kept with the cart and goes with the order.
 */
export function CartTotals({
  lines,
  count,
  total,
}: {
  lines: readonly CartLine[];
  count: number;
  total: Kopiyky;
}) {
  const t = useTranslations('cart');
  const tp = useTranslations('promotions');
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  const code = useCartPromoCode();
  const quoteLines = useMemo(
    () => ({ lines: lines.map((l) => ({ productId: l.product.id, amount: l.amount })) }),
    [lines],
  );
  const state = usePromotionQuote(quoteLines, code);
  const quote = shownQuote(state, code);

  return (
    <div className={styles.foot}>
      <div className={styles.promo}>
        <PromoCodeField
          applied={code}
          state={state}
          onApply={applyCartPromoCode}
          onRemove={removeCartPromoCode}
        />
      </div>
      <div className={styles.sums} aria-busy={state.status === 'loading' || undefined}>
        <dl className={styles.sumList}>
          <div className={styles.subtotal}>
            <dt>{countText(t, 'subtotal', locale, { count })}</dt>
            <dd data-testid="cart-subtotal">{formatUah(total, locale)}</dd>
          </div>
          <PromotionRows quote={quote} />
          {quote && quote.discount > 0 && (
            <div className={styles.grand}>
              <dt>{tp('totalAfterDiscount')}</dt>
              <dd data-testid="cart-total">{formatUah(uahToKopiyky(quote.total), locale)}</dd>
            </div>
          )}
        </dl>
        <NextPromotionHint quote={quote} />
        {state.status === 'failed' && code === null && <QuoteFailedNote />}
      </div>
    </div>
  );
}
