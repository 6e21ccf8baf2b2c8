'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorScreen } from '@/features/layout/client';
import { localePath } from '@/i18n/client-navigation';

/** A page that failed to render (requirements §2 "Error pages"): "something went wrong", retry, home. */
export default function LocaleError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('errors');
  const locale = useLocale();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorScreen title={t('somethingWrongTitle')} text={t('somethingWrongText')} artLabel={t('errorArt')}>
      <button type="button" className="button" onClick={() => retry()}>
        {t('retry')}
      </button>
      <a href={localePath('/', locale)} className="button button-secondary">
        {t('toHome')}
      </a>
    </ErrorScreen>
  );
}
