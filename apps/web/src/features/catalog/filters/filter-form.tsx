import { difficulties, filterLabels, type CatalogAnswer } from '@kartyna/domain';
import { getLocale, getTranslations } from 'next-intl/server';
import { localePath } from '@/i18n/locale-path';
import {
  clearedFilters,
  hasFilters,
  selectedLabel,
  toQueryString,
  type CatalogParams,
} from '../listing/catalog-params';
import { FILTER_FORM_ID, FILTER_RESET } from './filter-form-ids';
import { priceTextOf } from './price-text';
import { sortSizes } from './size-order';
import styles from './filters.module.css';

type Facets = CatalogAnswer['facets'];

const countOf = <T,>(facet: { value: T; count: number }[], value: T): number =>
  facet.find((f) => f.value === value)?.count ?? 0;

/**
 * The desktop sidebar's filters (requirements §2) as HTML: a GET form of the listing's own
 * address, so without JavaScript a tick and "Show" filter the listing, and with it
 * filters-enhancer.tsx applies each choice at once (prices after the typing pause). Written on
 * the server, so none of it is in the page's JavaScript (issue #46); the phone's panel
 * (mobile-filter-panel.tsx) brings its own fields when opened.
 */
export async function FilterForm({
  params,
  facets,
  basePath,
}: {
  params: CatalogParams;
  facets: Facets;
  basePath: string;
}) {
  const [t, locale] = await Promise.all([getTranslations('catalog'), getLocale()]);
  // Sizes the listing has, plus any chosen one it no longer has, so it can still be unticked.
  const sizes = sortSizes([
    ...facets.size.filter((f) => f.count > 0).map((f) => f.value),
    ...params.size.filter((s) => !facets.size.some((f) => f.value === s && f.count > 0)),
  ]);
  const label = selectedLabel(params) ?? '';
  const price = priceTextOf(params);
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
      <form id={FILTER_FORM_ID} method="get" action={localePath(basePath, locale)} className={styles.fields}>
        {params.search && <input type="hidden" name="search" value={params.search} />}
        {params.sort && <input type="hidden" name="sort" value={params.sort} />}
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('filters.price')}</legend>
          <div className={styles.priceRow}>
            <label className={styles.priceField} htmlFor="filter-min-price">
              <span>{t('filters.priceFrom')}</span>
              <input
                id="filter-min-price"
                name="minPrice"
                className="input"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                defaultValue={price.min}
                placeholder={String(Math.floor(facets.price.min))}
              />
            </label>
            <span className={styles.dash} aria-hidden="true">
              –
            </span>
            <label className={styles.priceField} htmlFor="filter-max-price">
              <span>{t('filters.priceTo')}</span>
              <input
                id="filter-max-price"
                name="maxPrice"
                className="input"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                defaultValue={price.max}
                placeholder={String(Math.ceil(facets.price.max))}
              />
            </label>
          </div>
        </fieldset>

        {sizes.length > 0 && (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('filters.size')}</legend>
            <ul className={styles.options}>
              {sizes.map((size) => (
                <li key={size}>
                  <label className={styles.option}>
                    <input
                      type="checkbox"
                      name="size"
                      value={size}
                      defaultChecked={params.size.includes(size)}
                    />
                    <span className={styles.optionText}>{size}</span>
                    <span className={styles.count}>{countOf(facets.size, size)}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('filters.difficulty')}</legend>
          <ul className={styles.options}>
            {difficulties.map((level) => (
              <li key={level}>
                <label className={styles.option}>
                  <input
                    type="checkbox"
                    name="difficult"
                    value={level}
                    defaultChecked={params.difficult.includes(level)}
                  />
                  <span className={styles.optionText}>{t(`difficulty.${level}`)}</span>
                  <span className={styles.count}>{countOf(facets.difficult, level)}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('filters.label')}</legend>
          <ul className={styles.options}>
            {(['', ...filterLabels] as const).map((option) => (
              <li key={option || 'all'}>
                <label className={styles.option}>
                  <input type="radio" name="labelType" value={option} defaultChecked={label === option} />
                  <span className={styles.optionText}>
                    {option ? t(`labels.${option}`) : t('filters.allLabels')}
                  </span>
                  {option && <span className={styles.count}>{countOf(facets.labelType, option)}</span>}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <noscript>
          <button type="submit" className="button">
            {t('filters.show')}
          </button>
        </noscript>
      </form>
    </aside>
  );
}
