import { formatUah, loyaltyTiers } from '@kartyna/domain';
import type { AppLocale } from '@/i18n/routing';

/** The tiers a shopper can hold (beginner has bought nothing yet and earns nothing). */
export function tierRows(locale: AppLocale) {
  const earning = loyaltyTiers.filter((tier) => tier.cashbackPercent > 0);
  return earning.map((tier, i) => {
    const next = earning[i + 1];
    return {
      level: tier.level,
      cashbackPercent: tier.cashbackPercent,
      from: formatUah(tier.from, locale),
      // The range ends one hryvnia below the next tier: 1–2 999, 3 000–6 999, from 7 000.
      to: next ? formatUah(next.from - 100, locale) : null,
    };
  });
}
