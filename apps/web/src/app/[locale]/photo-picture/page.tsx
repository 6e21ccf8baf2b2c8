import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { clientMessages } from '@/i18n/client-messages';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PaymentReminders } from '@/features/cart';
import { onlinePaymentOf } from '@/features/checkout';
import { getCommonVariables } from '@/features/layout';
import { PhotoHero, PhotoPictureForm } from '@/features/photo-picture';
import type { AppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';
import styles from './photo-picture-page.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'photo.hero' });
  return pageMetadata({
    route: '/photo-picture',
    locale: locale as AppLocale,
    path: '/photo-picture',
    fallbackTitle: t('title'),
  });
}

/** /photo-picture (requirements §2): a picture by numbers painted from the shopper's own photo. */
export default async function PhotoPicturePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  // Whether card payments can be taken now, as the checkout asks (common variables online_payment_*).
  const onlinePayment = onlinePaymentOf(await getCommonVariables());
  return (
    <div className={`container ${styles.page}`}>
      <NextIntlClientProvider messages={await clientMessages('photoPicture')}>
        {/* Back from a photo order's payment page: the order waits here with "Оплатити". */}
        <PaymentReminders />
        <PhotoHero />
        <PhotoPictureForm onlinePayment={onlinePayment} />
      </NextIntlClientProvider>
    </div>
  );
}
