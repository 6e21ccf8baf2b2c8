import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import {
  CatalogPage,
  catalogPath,
  loadCategoryChain,
  parseCatalogParams,
  selectedLabel,
  splitCatalogSegments,
} from '@/features/catalog/server';
import type { AppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';

interface Props {
  params: Promise<{ locale: string; segments?: string[] }>;
}

/** Rendered on first request, then cached; the filters come in the path (see catalog-query-path). */
export function generateStaticParams(): { segments: string[] }[] {
  return [];
}

/**
 * Title and description: the SEO data of the top category (`/catalog/<type>`) or of the
 * catalogue, or of `/sale` for the sale listing; deeper categories put their names in the title.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, segments = [] } = await params;
  const appLocale = locale as AppLocale;
  const { categories, query: raw } = splitCatalogSegments(segments);
  const chain = await loadCategoryChain(categories);
  const query = parseCatalogParams(raw);
  const t = await getTranslations({ locale, namespace: 'catalog' });
  const names = chain.map((n) => n.name[appLocale]);
  const onlySale = chain.length === 0 && selectedLabel(query) === 'sale';
  const top = chain.length === 1 ? chain[0] : undefined;
  const route = onlySale ? '/sale' : top ? catalogPath([top.type]) : '/catalog';
  const metadata = await pageMetadata({
    route,
    locale: appLocale,
    path: catalogPath(chain.map((n) => n.type)),
    fallbackTitle: names.at(-1) ?? t('listing.title'),
  });
  return chain.length > 1 ? { ...metadata, title: [...names].reverse().join(' — ') } : metadata;
}

export default async function Catalog({ params }: Props) {
  const { locale, segments = [] } = await params;
  setRequestLocale(locale);
  const { categories, query } = splitCatalogSegments(segments);
  return <CatalogPage locale={locale as AppLocale} segments={categories} searchParams={query} />;
}
