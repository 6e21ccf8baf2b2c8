'use client';

import { formatUah } from '@kartyna/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { NextNotice, PromoNotice } from './promo-notice';

/** The words of a notice (promo-notice.ts) in the page's language, its sums printed as the shop prints prices. */
export function usePromoWords(): (notice: PromoNotice | NextNotice) => string {
  const t = useTranslations('promotions');
  const locale = useLocale() === 'ru' ? 'ru' : 'ua';
  return useCallback(
    (notice: PromoNotice | NextNotice) => {
      const values = {
        ...('amount' in notice ? { amount: formatUah(notice.amount, locale) } : {}),
        ...('count' in notice ? { count: notice.count, form: notice.form } : {}),
        ...('name' in notice ? { name: notice.name } : {}),
      };
      return t(notice.key, values);
    },
    [t, locale],
  );
}
