import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TestimonialsPage } from '@/features/content/testimonials-page';
import { clientMessages } from '@/i18n/client-messages';
import type { AppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string; page?: string[] }> };

/** Cached like every public page: `?page=N` reaches it in the path as `~N` (see proxy.ts). */
export function generateStaticParams(): { page: string[] }[] {
  return [];
}

const pageOf = (pieces: string[] | undefined) => {
  const n = Number(pieces?.length === 1 ? pieces[0]?.replace(/^~/, '') : undefined);
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

export default async function Page({ params }: Props) {
  const { locale: raw, page } = await params;
  const locale = raw as AppLocale;
  setRequestLocale(locale);
  // The form's words and the API's error keys travel only with this page.
  return (
    <NextIntlClientProvider messages={await clientMessages('testimonials')}>
      <TestimonialsPage locale={locale} page={pageOf(page)} />
    </NextIntlClientProvider>
  );
}
