import { difficulties, filterLabels, type CatalogAnswer } from '@kartyna/domain';
import type { useTranslations } from 'next-intl';
import { selectedLabel, type CatalogParams } from '../listing/catalog-params';
import { sortSizes } from './size-order';
import styles from './filters.module.css';

type Facets = CatalogAnswer['facets'];

export interface PriceText {
  min: string;
  max: string;
}

/** The catalogue's texts, from the server's translations or the browser's. */
type CatalogTexts = ReturnType<typeof useTranslations<'catalog'>>;

const countOf = <T,>(facet: { value: T; count: number }[], value: T): number =>
  facet.find((f) => f.value === value)?.count ?? 0;

/**
 * Every catalogue filter of requirements §2: price from/to, sizes and difficulties (multi-select,
 * with the API's facet counts) and the special label (single-select), as a GET form's named
 * fields whose state the browser holds (filter-form.tsx).
 */
export function FilterFields({
  value,
  price,
  facets,
  t,
  idPrefix,
}: {
  value: CatalogParams;
  price: PriceText;
  facets: Facets;
  t: CatalogTexts;
  /** the price inputs' ids start with it (one set of fields per page each) */
  idPrefix: string;
}) {
  // Sizes the listing has, plus any chosen one it no longer has, so it can still be unticked.
  const sizes = sortSizes([
    ...facets.size.filter((f) => f.count > 0).map((f) => f.value),
    ...value.size.filter((s) => !facets.size.some((f) => f.value === s && f.count > 0)),
  ]);
  const label = selectedLabel(value) ?? '';

  const priceField = (side: keyof PriceText) => (
    <label className={styles.priceField} htmlFor={`${idPrefix}-${side}`}>
      <span>{t(side === 'min' ? 'filters.priceFrom' : 'filters.priceTo')}</span>
      <input
        id={`${idPrefix}-${side}`}
        name={side === 'min' ? 'minPrice' : 'maxPrice'}
        className="input"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        placeholder={String(side === 'min' ? Math.floor(facets.price.min) : Math.ceil(facets.price.max))}
        defaultValue={price[side]}
      />
    </label>
  );

  return (
    <div className={styles.fields}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('filters.price')}</legend>
        <div className={styles.priceRow}>
          {priceField('min')}
          <span className={styles.dash} aria-hidden="true">
            –
          </span>
          {priceField('max')}
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
                    defaultChecked={value.size.includes(size)}
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
                  defaultChecked={value.difficult.includes(level)}
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
    </div>
  );
}
