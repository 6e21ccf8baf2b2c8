import type { Metadata } from 'next';
import { connection } from 'next/server';
import { setRequestLocale } from 'next-intl/server';
import { HomePage } from '@/features/home';
import type { AppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  await connection(); // SEO data comes from the API, which is not there at build time
  return pageMetadata({ route: '/', locale: locale as AppLocale, path: '/' });
}

export default async function Home({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  // Rendered per request, not at build: the API is not running during `next build`. The API's
  // answers are still reused for 60 s (the fetch cache), so a render costs no API round trip.
  await connection();
  return <HomePage />;
}
