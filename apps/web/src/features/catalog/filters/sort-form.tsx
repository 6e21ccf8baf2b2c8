import { sortTypes } from '@kartyna/domain';
import { getLocale, getTranslations } from 'next-intl/server';
import { localePath } from '@/i18n/locale-path';
import type { CatalogParams } from '../listing/catalog-params';
import { SORT_FORM_ID } from './filter-form-ids';
import styles from './filters.module.css';

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
    <form
      id={SORT_FORM_ID}
      method="get"
      action={localePath(basePath, locale)}
      className={`${styles.sort} ${styles.compact}`}
    >
      {kept.map(
        ([name, value]) =>
          value !== undefined && <input key={name} type="hidden" name={name} value={value} />,
      )}
      <label htmlFor="catalog-sort-select">{t('sort.label')}</label>
      <select
        id="catalog-sort-select"
        name="sort"
        className={`input ${styles.select}`}
        defaultValue={params.sort ?? ''}
      >
        <option value="">{t('sort.default')}</option>
        {sortTypes.map((s) => (
          <option key={s} value={s}>
            {t(`sort.${s}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button-secondary">
          {t('filters.show')}
        </button>
      </noscript>
    </form>
  );
}
