import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ErrorScreen } from '@/features/layout';
import { PlainLink } from '@/i18n/plain-link';

/** requirements §2/§4: where a 404 or 500 server answer sends the shopper. Never indexed. */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'errors' });
  return { title: t('somethingWrongTitle'), robots: { index: false, follow: true } };
}

export default async function ErrorPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('errors');
  return (
    <ErrorScreen title={t('somethingWrongTitle')} text={t('errorPageText')} artLabel={t('errorArt')}>
      <PlainLink href="/" className="button">
        {t('toHome')}
      </PlainLink>
      <PlainLink href="/catalog" className="button button-secondary">
        {t('toCatalog')}
      </PlainLink>
      <PlainLink href="/contacts" className="button button-secondary">
        {t('toContacts')}
      </PlainLink>
    </ErrorScreen>
  );
}
