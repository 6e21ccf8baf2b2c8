import { userSchema } from '@kartyna/domain';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cabinetGet, cabinetMetadata, CabinetPage, DeliveryEditor } from '@/features/cabinet';
import type { AppLocale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = (await params) as { locale: AppLocale };
  return cabinetMetadata(locale, 'delivery');
}

export default async function DeliveryPage({ params }: Props) {
  const { locale } = (await params) as { locale: AppLocale };
  setRequestLocale(locale);
  const [user, t] = await Promise.all([
    cabinetGet('/user/info', userSchema, locale),
    getTranslations({ locale, namespace: 'cabinet.delivery' }),
  ]);
  return (
    <CabinetPage title={t('title')} lead={t('lead')}>
      <DeliveryEditor user={user} />
    </CabinetPage>
  );
}
