import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cabinetMetadata, CabinetPage, ChangePasswordForm } from '@/features/cabinet';
import type { AppLocale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = (await params) as { locale: AppLocale };
  return cabinetMetadata(locale, 'changePassword');
}

export default async function ChangePasswordPage({ params }: Props) {
  const { locale } = (await params) as { locale: AppLocale };
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'cabinet.password' });
  return (
    <CabinetPage title={t('title')} lead={t('lead')}>
      <ChangePasswordForm />
    </CabinetPage>
  );
}
