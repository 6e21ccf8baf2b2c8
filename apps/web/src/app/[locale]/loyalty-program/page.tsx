import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoyaltyPage } from '@/features/content/loyalty-page';
import type { AppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as AppLocale;
  const t = await getTranslations({ locale, namespace: 'layout.nav' });
  return pageMetadata({
    route: '/loyalty-program',
    locale,
    path: '/loyalty-program',
    fallbackTitle: t('loyaltyProgram'),
  });
}

export default async function Page({ params }: Props) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  return <LoyaltyPage locale={locale} />;
}
