import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoginOpener } from '@/features/account/routes';
import Home from '../page';

// Reads its query (?expired=1): per request, like the cabinet it guards.
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'account.login' });
  // A modal over the home page: one canonical copy of the home page is enough for search engines.
  return { title: t('title'), robots: { index: false, follow: true } };
}

/**
 * /login (requirements §2): the home page with the sign-in modal open over it. The cabinet sends a
 * visitor here without a session, and with ?expired=1 when the API refused the one it had.
 */
export default async function LoginPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { expired } = await searchParams;
  return (
    <>
      <Home params={params} />
      <LoginOpener expired={expired === '1'} />
    </>
  );
}
