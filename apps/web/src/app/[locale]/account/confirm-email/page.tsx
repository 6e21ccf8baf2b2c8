import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConfirmEmailView } from '@/features/cabinet';
import { clientMessages } from '@/i18n/client-messages';

// Reads its query (?token=…) and acts with the shopper's session: per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'cabinet.emailConfirmation' });
  // A one-off link of one shopper: nothing for search engines, and the token stays out of referrers.
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/** The page of the mailed link that proves the account's mail (issue #26). */
export default async function ConfirmEmailPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token } = await searchParams;
  return (
    <NextIntlClientProvider messages={await clientMessages('cabinet')}>
      <ConfirmEmailView token={typeof token === 'string' ? token : ''} />
    </NextIntlClientProvider>
  );
}
