import { loyaltyAnswerSchema, userSchema } from '@kartyna/domain';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import {
  cabinetGet,
  cabinetMetadata,
  CabinetPage,
  LoyaltyCard,
  PersonalForm,
  PersonalLayout,
} from '@/features/cabinet';
import type { AppLocale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = (await params) as { locale: AppLocale };
  return cabinetMetadata(locale, 'personal');
}

export default async function PersonalPage({ params }: Props) {
  const { locale } = (await params) as { locale: AppLocale };
  setRequestLocale(locale);
  const [user, loyalty, t] = await Promise.all([
    cabinetGet('/user/info', userSchema, locale),
    cabinetGet('/user/info/loyalty', loyaltyAnswerSchema, locale),
    getTranslations({ locale, namespace: 'cabinet.personal' }),
  ]);
  return (
    <CabinetPage title={t('title')} lead={`${t('greeting', { name: user.firstName })} ${t('lead')}`}>
      <PersonalLayout
        form={<PersonalForm key={`${user.id}-${user.mail}`} user={user} />}
        card={<LoyaltyCard loyalty={loyalty} locale={locale} />}
      />
    </CabinetPage>
  );
}
