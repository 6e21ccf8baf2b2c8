'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

/**
 * Message keys of requirements §5/§8 (from the domain's schemas or the API) as text in the page's
 * language; an unknown key reads as "something went wrong" rather than as a raw key.
 */
export function useErrorText() {
  const t = useTranslations('errors');
  return useCallback(
    (key: string | undefined | null): string | undefined => {
      if (!key) return undefined;
      return t.has(`keys.${key}`) ? t(`keys.${key}`) : t('keys.unexpected_error');
    },
    [t],
  );
}
