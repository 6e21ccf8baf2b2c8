import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TestimonialsPage } from '@/features/content/server';
import { clientMessages } from '@/i18n/client-messages';
import type { AppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string | string[] }> };

const pageOf = (raw: string | string[] | undefined) => {
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as AppLocale;
  const t = await getTranslations({ locale, namespace: 'layout.nav' });
  return pageMetadata({
    route: '/testimonials',
    locale,
    path: '/testimonials',
    fallbackTitle: t('testimonials'),
  });
}

export default async function Page({ params, searchParams }: Props) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  // The form's words and the API's error keys travel only with this page.
  return (
    <NextIntlClientProvider messages={await clientMessages('testimonials')}>
      <TestimonialsPage locale={locale} page={pageOf((await searchParams).page)} />
    </NextIntlClientProvider>
  );
}
