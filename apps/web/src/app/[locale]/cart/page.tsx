import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartView } from '@/features/cart/routes';
import { Checkout, onlinePaymentOf } from '@/features/checkout';
import { getCommonVariables } from '@/features/layout';
import { clientMessages } from '@/i18n/client-messages';
import type { AppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';
import styles from './cart-page.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'cart' });
  return {
    ...(await pageMetadata({
      route: '/cart',
      locale: locale as AppLocale,
      path: '/cart',
      fallbackTitle: t('title'),
    })),
    // A cart is personal: nothing for a search engine to show.
    robots: { index: false, follow: true },
  };
}

/**
 * /cart (requirements §2): the lines kept in this browser, then the checkout. Both read the cart after
 * hydration; the server sends the frame. The order result (`?thank-order=`) opens over it.
 */
export default async function CartPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('cart');
  const onlinePayment = onlinePaymentOf(await getCommonVariables());
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('title')}</h1>
      <NextIntlClientProvider messages={await clientMessages('cart')}>
        <CartView />
        <Checkout onlinePayment={onlinePayment} />
      </NextIntlClientProvider>
    </div>
  );
}
