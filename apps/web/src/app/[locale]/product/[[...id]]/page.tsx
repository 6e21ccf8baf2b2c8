import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { getProduct, ProductPage } from '@/features/catalog/product-server';
import { redirect } from 'next/navigation';
import { localePath } from '@/i18n/locale-path';
import type { AppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';

interface Props {
  params: Promise<{ locale: string; id?: string[] }>;
}

/** Rendered on a product's first request, then served from the page cache (see the locale layout). */
export function generateStaticParams(): { id: string[] }[] {
  return [];
}

/** The id of /product/{id}; null for anything else (the id is optional, requirements §2). */
function productId(id: string[] | undefined): number | null | 'none' {
  if (!id || id.length === 0) return 'none';
  const [only, ...rest] = id;
  if (rest.length > 0 || !only || !/^\d{1,10}$/.test(only)) return null;
  const n = Number(only);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

/** One fetch for metadata and page alike. */
const loadProduct = cache(async (raw: string[] | undefined) => {
  const id = productId(raw);
  if (id === 'none' || id === null) return null;
  return getProduct(id);
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const product = await loadProduct(id);
  if (!product) return {};
  const appLocale = locale as AppLocale;
  const metadata = await pageMetadata({
    route: '/product',
    locale: appLocale,
    path: `/product/${product.id}`,
    fallbackTitle: product.name[appLocale],
  });
  const description = product.description[appLocale].slice(0, 160);
  const image = product.images[0];
  return {
    ...metadata,
    title: product.name[appLocale],
    description,
    openGraph: {
      ...metadata.openGraph,
      title: product.name[appLocale],
      description,
      ...(image ? { images: [image] } : {}),
    },
  };
}

export default async function Product({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  // Without an id there is nothing to show: the catalogue is the closest page.
  if (productId(id) === 'none') redirect(localePath('/catalog', locale));
  const product = await loadProduct(id);
  if (!product) notFound();
  return <ProductPage product={product} locale={locale as AppLocale} />;
}
