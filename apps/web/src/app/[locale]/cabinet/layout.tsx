import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CabinetNav, CabinetShell, toLogin } from '@/features/cabinet';
import { clientMessages } from '@/i18n/client-messages';
import type { AppLocale } from '@/i18n/routing';
import { hasSession } from '@/lib/api/server-api';

// The shopper's own pages: rendered per request with their session, never in the page cache.
export const dynamic = 'force-dynamic';

/** Every /cabinet/* page: no session cookie → /login; each page still handles a refused one. */
export default async function CabinetLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = (await params) as { locale: AppLocale };
  setRequestLocale(locale);
  if (!(await hasSession())) await toLogin(locale);
  const t = await getTranslations({ locale, namespace: 'cabinet' });
  return (
    <NextIntlClientProvider messages={await clientMessages('cabinet')}>
      <CabinetShell label={t('title')} nav={<CabinetNav />}>
        {children}
      </CabinetShell>
    </NextIntlClientProvider>
  );
}
