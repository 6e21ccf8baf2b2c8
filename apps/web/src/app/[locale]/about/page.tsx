import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AboutPage } from '@/features/content/about-page';
import type { AppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as AppLocale;
  const t = await getTranslations({ locale, namespace: 'layout.nav' });
  return pageMetadata({ route: '/about', locale, path: '/about', fallbackTitle: t('about') });
}

export default async function Page({ params }: Props) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  return <AboutPage locale={locale} />;
}
