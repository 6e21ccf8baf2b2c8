import { emailConfirmationStateSchema, photoOrderSchema } from '@kartyna/domain';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cabinetGet, cabinetMetadata, CabinetPage, GuestOrdersOffer, OrderHistory } from '@/features/cabinet';
import type { AppLocale } from '@/i18n/routing';
import { historyOrderSchema } from '@/lib/api/history-orders';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = (await params) as { locale: AppLocale };
  return cabinetMetadata(locale, 'history');
}

export default async function HistoryPage({ params }: Props) {
  const { locale } = (await params) as { locale: AppLocale };
  setRequestLocale(locale);
  const [orders, photoOrders, mailState, t] = await Promise.all([
    cabinetGet('/orders', historyOrderSchema.array(), locale),
    cabinetGet('/photo-orders', photoOrderSchema.array(), locale),
    cabinetGet('/user/email-confirmation', emailConfirmationStateSchema, locale),
    getTranslations({ locale, namespace: 'cabinet.history' }),
  ]);
  return (
    <CabinetPage title={t('title')}>
      {/* Orders placed signed out with this mail join once it is proven (issue #26). */}
      {!mailState.confirmed && <GuestOrdersOffer mail={mailState.mail} />}
      <OrderHistory orders={orders} photoOrders={photoOrders} locale={locale} />
    </CabinetPage>
  );
}
