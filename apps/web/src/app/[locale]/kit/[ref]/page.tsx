import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { kitRefPattern } from '@kartyna/domain';
import { KitCompanion } from '@/features/painting-kit';
import { clientMessages } from '@/i18n/client-messages';

type Props = { params: Promise<{ locale: string; ref: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'kit' });
  // A buyer's own kit: never in search results.
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * /kit/[ref]: the painting companion. The page is the same for every kit; the kit, its access
 * (session, ?k= or ?t=) and its progress are the browser's to fetch, so it also opens offline.
 */
export default async function KitPage({ params }: Props) {
  const { locale, ref } = await params;
  setRequestLocale(locale);
  if (!kitRefPattern.test(ref)) notFound();
  return (
    <div className="container">
      <NextIntlClientProvider messages={await clientMessages('kit')}>
        <KitCompanion kitRef={ref} />
      </NextIntlClientProvider>
    </div>
  );
}
