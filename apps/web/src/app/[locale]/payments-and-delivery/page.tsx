import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PaymentsPage } from '@/features/content/payments-page';
import type { AppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as AppLocale;
  const t = await getTranslations({ locale, namespace: 'layout.nav' });
  return pageMetadata({
    route: '/payments-and-delivery',
    locale,
    path: '/payments-and-delivery',
    fallbackTitle: t('paymentsAndDelivery'),
  });
}

export default async function Page({ params }: Props) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  return <PaymentsPage locale={locale} />;
}
