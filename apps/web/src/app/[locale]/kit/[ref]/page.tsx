import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { kitRefPattern, paintingKitSchema, type PaintingKit } from '@kartyna/domain';
import { KitCompanion } from '@/features/painting-kit';
import { clientMessages } from '@/i18n/client-messages';
import { ApiError } from '@/lib/api/api-error';
import { serverGet } from '@/lib/api/server-api';

type Props = {
  params: Promise<{ locale: string; ref: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'kit' });
  // A buyer's own kit: never in search results.
  return { title: t('title'), robots: { index: false, follow: false } };
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * /kit/[ref]: the painting companion. The kit comes with the page (its template starts loading
 * with the HTML, before any script); the browser then lays its own unsent taps over it and keeps
 * everything for the next visit without a network. Access: the session, `?k=` or `?t=`.
 */
export default async function KitPage({ params, searchParams }: Props) {
  const { locale, ref } = await params;
  setRequestLocale(locale);
  if (!kitRefPattern.test(ref)) notFound();
  const query = await searchParams;
  const access = new URLSearchParams({ locale });
  for (const key of ['k', 't'] as const) {
    const value = one(query[key]);
    if (value) access.set(key, value);
  }
  let initial: PaintingKit | 'not-found' | null = null;
  try {
    initial = await serverGet(`/kits/${ref}?${access}`, paintingKitSchema, { auth: 'optional' });
  } catch (error) {
    // 404 is the answer; anything else (the API briefly away) is the browser's to try again.
    if (error instanceof ApiError && error.statusCode === 404) initial = 'not-found';
  }
  return (
    <div className="container">
      <NextIntlClientProvider messages={await clientMessages('kit')}>
        <KitCompanion kitRef={ref} initial={initial} />
      </NextIntlClientProvider>
    </div>
  );
}
