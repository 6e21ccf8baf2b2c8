import type { CatalogAnswer } from '@kartyna/domain';
import { getLocale, getTranslations } from 'next-intl/server';
import { localePath } from '@/i18n/locale-path';
import { clearedFilters, hasFilters, toQueryString, type CatalogParams } from '../listing/catalog-params';
import { FilterFields } from './filter-fields';
import { FILTER_FORM_ID, FILTER_PANEL_ID, FILTER_RESET } from './filter-form-ids';
import { priceTextOf } from './price-text';
import { SortSelect } from './sort-select';
import styles from './filters.module.css';

/**
 * The catalogue's filters (requirements §2) as HTML: a GET form of the listing's own address,
 * written on the server, so none of it is in the page's JavaScript (issue #46).
 * - Desktop: a sidebar; without JavaScript a tick and "Show" filter the listing, with it
 *   filters-enhancer.tsx applies each choice at once (prices after the typing pause).
 * - 800 px and less: the same sidebar is the full-screen panel the "Filters" button opens as the
 *   browser's own popover (filter-panel-button.tsx), a draft with its sort: "Show" submits it,
 *   "Reset" clears it, "Back" leaves it. It opens before the page's script runs, and without one.
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
    <aside id={FILTER_PANEL_ID} popover="auto" className={styles.sidebar} aria-labelledby="filters-title">
      <div className={styles.sidebarHead}>
        <button
          type="button"
          className={styles.back}
          popoverTarget={FILTER_PANEL_ID}
          popoverTargetAction="hide"
        >
          <span aria-hidden="true">←</span> {t('filters.back')}
        </button>
        <h2 id="filters-title" className={styles.sidebarTitle}>
          {t('filters.title')}
        </h2>
        {hasFilters({ ...params, search: undefined }) && (
          <a href={resetHref} className={styles.reset} {...{ [FILTER_RESET]: '' }}>
            {t('filters.reset')}
          </a>
        )}
      </div>
      <form id={FILTER_FORM_ID} className={styles.form} method="get" action={localePath(basePath, locale)}>
        {params.search && <input type="hidden" name="search" value={params.search} />}
        <div className={styles.panelBody}>
          {/* The phone's panel sorts too; on desktop it is hidden and carries the sort in force. */}
          <div className={styles.panelSort}>
            <SortSelect t={t} id="filter-sort" value={params.sort} />
          </div>
          <FilterFields value={params} price={priceTextOf(params)} facets={facets} t={t} idPrefix="filter" />
          <noscript>
            <button type="submit" className={`button ${styles.sidebarShow}`}>
              {t('filters.show')}
            </button>
          </noscript>
        </div>
        <div className={styles.panelFoot}>
          {/* Without JavaScript it puts back the filters in force; with it, it clears the draft. */}
          <button type="reset" className="button button-secondary">
            {t('filters.reset')}
          </button>
          <button type="submit" className="button">
            {t('filters.show')}
          </button>
        </div>
      </form>
    </aside>
  );
}
