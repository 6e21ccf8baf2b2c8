'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

/**
 * The words for an error key (requirements §5/§8 keys, as the domain schemas and the API answer them).
 * A key without words of its own reads as "not valid data" rather than as a raw key.
 */
export function useErrorText(): (key: string | undefined) => string | undefined {
  const t = useTranslations('checkout.errors');
  return useCallback(
    (key: string | undefined) => {
      if (!key) return undefined;
      return t.has(key) ? t(key) : t('invalid_data');
    },
    [t],
  );
}
