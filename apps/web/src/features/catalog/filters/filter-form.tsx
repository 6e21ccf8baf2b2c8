import type { CatalogAnswer } from '@kartyna/domain';
import { getLocale, getTranslations } from 'next-intl/server';
import { localePath } from '@/i18n/locale-path';
import { clearedFilters, hasFilters, toQueryString, type CatalogParams } from '../listing/catalog-params';
import { FilterFields } from './filter-fields';
import { FILTER_FORM_ID, FILTER_RESET } from './filter-form-ids';
import { priceTextOf } from './price-text';
import styles from './filters.module.css';

/**
 * The desktop sidebar's filters (requirements §2) as HTML: a GET form of the listing's own
 * address, so without JavaScript a tick and "Show" filter the listing, and with it
 * filters-enhancer.tsx applies each choice at once (prices after the typing pause). Written on
 * the server, so none of it is in the page's JavaScript (issue #46); the phone's panel
 * (mobile-filter-panel.tsx) renders the same fields in the browser when it is opened.
 */
export async function FilterForm({
  params,
  facets,
  basePath,
}: {
  params: CatalogParams;
  facets: CatalogAnswer['facets'];
  basePath: string;
}) {
  const [t, locale] = await Promise.all([getTranslations('catalog'), getLocale()]);
  const resetHref = localePath(`${basePath}${toQueryString(clearedFilters(params))}`, locale);

  return (
    <aside className={styles.sidebar} aria-labelledby="filters-title">
      <div className={styles.sidebarHead}>
        <h2 id="filters-title" className={styles.sidebarTitle}>
          {t('filters.title')}
        </h2>
        {hasFilters({ ...params, search: undefined }) && (
          <a href={resetHref} className={styles.reset} {...{ [FILTER_RESET]: '' }}>
            {t('filters.reset')}
          </a>
        )}
      </div>
      <form id={FILTER_FORM_ID} method="get" action={localePath(basePath, locale)}>
        {params.search && <input type="hidden" name="search" value={params.search} />}
        {params.sort && <input type="hidden" name="sort" value={params.sort} />}
        <FilterFields
          value={params}
          price={priceTextOf(params)}
          facets={facets}
          t={t}
          idPrefix="filter"
          mode={{ kind: 'form' }}
        />
        <noscript>
          <button type="submit" className="button">
            {t('filters.show')}
          </button>
        </noscript>
      </form>
    </aside>
  );
}
