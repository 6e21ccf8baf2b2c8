import { kitListItemSchema } from '@kartyna/domain';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cabinetGet, cabinetMetadata, CabinetPage, KitList } from '@/features/cabinet';
import type { AppLocale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = (await params) as { locale: AppLocale };
  return cabinetMetadata(locale, 'kits');
}

/** /cabinet/kits: the kits the buyer paints, each opening the painting companion. */
export default async function KitsPage({ params }: Props) {
  const { locale } = (await params) as { locale: AppLocale };
  setRequestLocale(locale);
  const [kits, t] = await Promise.all([
    cabinetGet(`/kits?locale=${locale}`, kitListItemSchema.array(), locale),
    getTranslations({ locale, namespace: 'cabinet.kits' }),
  ]);
  return (
    <CabinetPage title={t('title')}>
      <KitList kits={kits} locale={locale} />
    </CabinetPage>
  );
}
