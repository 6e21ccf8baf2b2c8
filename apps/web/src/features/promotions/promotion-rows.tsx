'use client';

import { formatUah, uahToKopiyky, type PromotionQuote } from '@kartyna/domain';
import { useLocale, useTranslations } from 'next-intl';
import { nextNotice } from './promo-notice';
import { usePromoWords } from './use-promo-words';
import styles from './promotions.module.css';

/**
 * The discounts as rows of the caller's <dl> (cart, checkout and photo order summaries style
 * their own rows): «Знижка «Весна» (VESNA10) −120 ₴», one row per promotion that gave something.
 */
export function PromotionRows({ quote }: { quote: PromotionQuote | null }) {
  const t = useTranslations('promotions');
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  if (!quote) return null;
  return (
    <>
      {quote.promotions
        .filter((p) => p.discount > 0)
        .map((p) => {
          const name = p.name[locale] || p.name.ua;
          return (
            <div
              key={`${p.code ?? ''}:${p.name.ua}`}
              className={styles.discountRow}
              data-testid="promotion-discount"
            >
              <dt>{p.code ? t('discountWithCode', { name, code: p.code }) : t('discount', { name })}</dt>
              <dd>−{formatUah(uahToKopiyky(p.discount), locale)}</dd>
            </div>
          );
        })}
    </>
  );
}

/** «Ще 230 ₴ — і знижка «Весна»»: the automatic promotion the lines are nearest to, when there is one. */
export function NextPromotionHint({
  quote,
  className,
}: {
  quote: PromotionQuote | null;
  className?: string;
}) {
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  const words = usePromoWords();
  const notice = nextNotice(quote?.nextPromotion ?? null, locale);
  if (!notice) return null;
  return (
    <p className={[styles.next, className].filter(Boolean).join(' ')} data-testid="next-promotion">
      {words(notice)}
    </p>
  );
}

/** The API could not be asked: the shopper may order all the same, the server counts the discount. */
export function QuoteFailedNote({ className }: { className?: string }) {
  const t = useTranslations('promotions');
  return (
    <p className={[styles.muted, className].filter(Boolean).join(' ')} role="status">
      {t('failed')}
    </p>
  );
}
