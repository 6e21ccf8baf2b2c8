import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SessionProvider } from '@/features/account';
import { OrderResultModal } from '@/features/cart';
import { AppChrome, SiteFooter, SiteHeader } from '@/features/layout';
import { clientMessages } from '@/i18n/client-messages';
import { languageTag, routing } from '@/i18n/routing';
import { siteUrl } from '@/lib/env';
import { fontVariables } from '@/styles/fonts';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: 'Kartyna', template: '%s — Kartyna' },
  icons: { icon: '/favicon.svg' },
};

export const viewport: Viewport = {
  themeColor: '#fbf7f1',
  width: 'device-width',
  initialScale: 1,
};

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  return (
    <html lang={languageTag(locale)} className={fontVariables}>
      <body>
        <NextIntlClientProvider messages={await clientMessages()}>
          <SessionProvider>
            <SiteHeader />
            <main id="main">{children}</main>
            <SiteFooter />
            <AppChrome />
            <OrderResultModal />
          </SessionProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
