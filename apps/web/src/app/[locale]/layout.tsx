import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SessionProvider } from '@/features/account';
import { BuyForms, OrderResultModal } from '@/features/cart';
import { AppChrome, CookieNotice, CookieNoticeScript, SiteFooter, SiteHeader } from '@/features/layout';
import { clientMessages } from '@/i18n/client-messages';
import { IconSprite } from '@/lib/icons/icon-sprite';
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

/**
 * No page is rendered at build (no API runs then); each public page is rendered on its first
 * request and then served from the page cache (ISR) until the API says what it shows changed
 * (app/api/storefront-cache) or its answers' time is up. Pages that read the session (the
 * cabinet) or the query (sign-in) stay per request; the catalogue's filters reach it in the
 * path (see proxy.ts), so its pages are cached too.
 */
export function generateStaticParams(): { locale: string }[] {
  return [];
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
    // The script below marks <html> before hydration: the attribute is expected to differ.
    <html lang={languageTag(locale)} className={fontVariables} suppressHydrationWarning>
      <body>
        <CookieNoticeScript />
        <IconSprite />
        <NextIntlClientProvider messages={await clientMessages()}>
          <SessionProvider>
            <CookieNotice />
            <SiteHeader />
            <main id="main">{children}</main>
            <SiteFooter />
            <AppChrome />
            <OrderResultModal />
            <BuyForms />
          </SessionProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
