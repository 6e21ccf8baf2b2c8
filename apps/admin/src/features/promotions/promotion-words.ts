import type { AdminPromotion, DiscountType } from '@kartyna/domain';
import { formatKyivTime } from '../../lib/kyiv-time';

/* How a promotion reads in the back office: its discount, its period, its uses; no React here. */

type Translate = (key: string, options?: Record<string, unknown>) => string;

const uah = new Intl.NumberFormat('uk-UA', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
  useGrouping: 'always',
});

/** UAH without empty kopiyky: "200 ₴", "1 250,50 ₴" (kopiyky in full or not at all); no-break spaces keep it on one line. */
export const formatPromoUah = (amount: number | null | undefined): string =>
  `${uah.format(amount ?? 0).replace(/\u202f| /g, '\u00a0')}\u00a0₴`;

/**
 * The short written ordinal of a feminine Ukrainian numeral ("картина"): 2-га, 3-тя, 4-та,
 * 7-ма, 8-ма, 11-та, 21-ша; the suffix follows the last word of the number spelled out.
 */
export function feminineOrdinal(n: number): string {
  const lastTwo = n % 100;
  const last = n % 10;
  const suffix =
    lastTwo >= 11 && lastTwo <= 19
      ? 'та'
      : last === 1
        ? 'ша'
        : last === 2
          ? 'га'
          : last === 3
            ? 'тя'
            : last === 7 || last === 8
              ? 'ма'
              : 'та';
  return `${n}-${suffix}`;
}

/** What a promotion gives: "10 %", "200 ₴", "кожна 3-тя в подарунок". */
export function formatDiscount(
  translate: Translate,
  p: { discountType: DiscountType | string; value: number },
): string {
  if (p.discountType === 'percent') return `${p.value}\u00a0%`;
  if (p.discountType === 'fixed') return formatPromoUah(p.value);
  return translate('shop.promotions.discount.nth_free', { nth: feminineOrdinal(p.value) });
}

/** When it runs, in Kyiv time: "з 01.04.2026, 00:00", "до …", "… — …", or no limit. */
export function formatPeriod(translate: Translate, p: Pick<AdminPromotion, 'startsAt' | 'endsAt'>): string {
  const from = p.startsAt ? formatKyivTime(p.startsAt) : null;
  const until = p.endsAt ? formatKyivTime(p.endsAt) : null;
  if (from && until) return translate('shop.promotions.period.range', { from, until });
  if (from) return translate('shop.promotions.period.from', { from });
  if (until) return translate('shop.promotions.period.until', { until });
  return translate('shop.promotions.period.always');
}

/** Uses so far, and of how many when the promotion is limited: "12", "12 з 100". */
export function formatUses(translate: Translate, p: Pick<AdminPromotion, 'uses' | 'usageLimit'>): string {
  return p.usageLimit == null
    ? String(p.uses)
    : translate('shop.promotions.uses_of', { uses: p.uses, limit: p.usageLimit });
}
