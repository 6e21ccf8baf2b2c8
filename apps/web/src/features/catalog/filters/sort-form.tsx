import { getLocale, getTranslations } from 'next-intl/server';
import { localePath } from '@/i18n/locale-path';
import type { CatalogParams } from '../listing/catalog-params';
import { SORT_FORM_ID } from './filter-form-ids';
import { SortSelect } from './sort-select';

/**
 * The listing's sort (requirements §3) as a GET form carrying the filters in force, so it sorts
 * without JavaScript too ("Show"); filters-enhancer.tsx applies a new order at once, from page 1.
 * In mobile mode the label is only read out, to leave the row to the select.
 */
export async function SortForm({ params, basePath }: { params: CatalogParams; basePath: string }) {
  const [t, locale] = await Promise.all([getTranslations('catalog'), getLocale()]);
  const kept: [string, string | undefined][] = [
    ['minPrice', params.minPrice?.toString()],
    ['maxPrice', params.maxPrice?.toString()],
    ['size', params.size.length ? JSON.stringify(params.size) : undefined],
    ['difficult', params.difficult.length ? JSON.stringify(params.difficult) : undefined],
    ['labelType', params.labelType.length ? JSON.stringify(params.labelType) : undefined],
    ['search', params.search],
  ];
  return (
    <form id={SORT_FORM_ID} method="get" action={localePath(basePath, locale)}>
      {kept.map(
        ([name, value]) =>
          value !== undefined && <input key={name} type="hidden" name={name} value={value} />,
      )}
      <SortSelect t={t} id="catalog-sort-select" value={params.sort} compact />
      <noscript>
        <button type="submit" className="button button-secondary">
          {t('filters.show')}
        </button>
      </noscript>
    </form>
  );
}
