import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactsPage } from '@/features/content/contacts-page';
import { clientMessages } from '@/i18n/client-messages';
import type { AppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as AppLocale;
  const t = await getTranslations({ locale, namespace: 'layout.nav' });
  return pageMetadata({ route: '/contacts', locale, path: '/contacts', fallbackTitle: t('contacts') });
}

export default async function Page({ params }: Props) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  // The form's words and the API's error keys travel only with this page.
  return (
    <NextIntlClientProvider messages={await clientMessages('contacts')}>
      <ContactsPage locale={locale} />
    </NextIntlClientProvider>
  );
}
