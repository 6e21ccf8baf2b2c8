import type { OrderPromotion } from '@kartyna/domain';
import type { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { formatMoney } from './cabinet-format';

type Translate = Awaited<ReturnType<typeof getTranslations<'cabinet'>>>;

/**
 * What the promotions took off an order (issue #43), as rows of the card's totals: one per
 * promotion with its name as it was then and its code, or one plain row for an order whose
 * promotions are not named (the discount alone is known).
 */
export function DiscountRows(props: {
  discount: number;
  promotions: readonly OrderPromotion[];
  promoCode?: string | null;
  t: Translate;
  locale: AppLocale;
}) {
  const { discount, promotions, promoCode, t, locale } = props;
  if (discount <= 0) return null;
  const named = promotions.filter((p) => p.discount > 0);
  if (named.length === 0) {
    return (
      <div data-testid="order-discount">
        <dt>{promoCode ? t('history.discountCode', { code: promoCode }) : t('history.discountPlain')}</dt>
        <dd>−{formatMoney(discount, locale)}</dd>
      </div>
    );
  }
  return (
    <>
      {named.map((p) => {
        const name = p.name[locale] || p.name.ua;
        return (
          <div key={`${p.code ?? ''}:${p.name.ua}`} data-testid="order-discount">
            <dt>
              {p.code
                ? t('history.discountWithCode', { name, code: p.code })
                : t('history.discount', { name })}
            </dt>
            <dd>−{formatMoney(p.discount, locale)}</dd>
          </div>
        );
      })}
    </>
  );
}
