import { productSchema } from '@kartyna/domain';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cabinetGet, cabinetMetadata, CabinetPage, FavouritesGrid } from '@/features/cabinet';
import { ProductCard } from '@/features/catalog';
import type { AppLocale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = (await params) as { locale: AppLocale };
  return cabinetMetadata(locale, 'favourite');
}

export default async function FavouritePage({ params }: Props) {
  const { locale } = (await params) as { locale: AppLocale };
  setRequestLocale(locale);
  const [products, t] = await Promise.all([
    cabinetGet('/products/saved', productSchema.array(), locale),
    getTranslations({ locale, namespace: 'cabinet.favourite' }),
  ]);
  const items = products.map((product) => ({
    id: product.id,
    name: product.name[locale],
    card: <ProductCard product={product} />,
  }));
  return (
    <CabinetPage title={t('title')}>
      <FavouritesGrid items={items} />
    </CabinetPage>
  );
}
