import { difficulties, filterLabels, type CatalogAnswer, type Label } from '@kartyna/domain';
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

/**
 * How the fields take a change: as a GET form's named fields, the browser holding their state
 * (the desktop sidebar, filter-form.tsx), or as a controlled draft (the phone's panel).
 */
export type FilterFieldsMode =
  | { kind: 'form' }
  | {
      kind: 'draft';
      onChange: (next: Partial<CatalogParams>) => void;
      onPriceChange: (next: PriceText) => void;
    };

const toggle = <T,>(list: T[], value: T): T[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

const countOf = <T,>(facet: { value: T; count: number }[], value: T): number =>
  facet.find((f) => f.value === value)?.count ?? 0;

/**
 * Every catalogue filter of requirements §2: price from/to, sizes and difficulties (multi-select,
 * with the API's facet counts) and the special label (single-select). No hooks, so a server
 * component writes them as HTML and the phone's dialog renders them in the browser.
 */
export function FilterFields({
  value,
  price,
  facets,
  t,
  idPrefix,
  mode,
}: {
  value: CatalogParams;
  price: PriceText;
  facets: Facets;
  t: CatalogTexts;
  /** the price inputs' ids start with it (one set of fields per page each) */
  idPrefix: string;
  mode: FilterFieldsMode;
}) {
  // Sizes the listing has, plus any chosen one it no longer has, so it can still be unticked.
  const sizes = sortSizes([
    ...facets.size.filter((f) => f.count > 0).map((f) => f.value),
    ...value.size.filter((s) => !facets.size.some((f) => f.value === s && f.count > 0)),
  ]);
  const label = selectedLabel(value) ?? '';
  const draft = mode.kind === 'draft' ? mode : null;
  const choice = (checked: boolean, change: () => Partial<CatalogParams>) =>
    draft ? { checked, onChange: () => draft.onChange(change()) } : { defaultChecked: checked };
  const priceInput = (side: keyof PriceText) =>
    draft
      ? {
          value: price[side],
          onChange: (e: { target: { value: string } }) =>
            draft.onPriceChange({ ...price, [side]: e.target.value }),
        }
      : { defaultValue: price[side] };

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
        {...priceInput(side)}
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
                    {...choice(value.size.includes(size), () => ({ size: toggle(value.size, size) }))}
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
                  {...choice(value.difficult.includes(level), () => ({
                    difficult: toggle(value.difficult, level).sort((a, b) => a - b),
                  }))}
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
                <input
                  type="radio"
                  name="labelType"
                  value={option}
                  {...choice(label === option, () => ({ labelType: option ? [option as Label] : [] }))}
                />
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
