'use client';

import { difficulties, filterLabels, type CatalogAnswer, type Label } from '@kartyna/domain';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { selectedLabel, type CatalogParams } from '../listing/catalog-params';
import { PriceFields, type PriceText } from './price-fields';
import { sortSizes } from './size-order';
import styles from './filters.module.css';

type Facets = CatalogAnswer['facets'];

const toggle = <T,>(list: T[], value: T): T[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

const countOf = <T,>(facet: { value: T; count: number }[], value: T): number =>
  facet.find((f) => f.value === value)?.count ?? 0;

/**
 * Every catalogue filter of requirements §2: price from/to, sizes and difficulties (multi-select, with
 * the API's facet counts) and the special label (single-select). Controlled: the desktop
 * sidebar applies each change at once, the mobile panel keeps a draft until Show.
 */
export function FilterFields({
  value,
  price,
  facets,
  onChange,
  onPriceChange,
}: {
  value: CatalogParams;
  price: PriceText;
  facets: Facets;
  onChange: (next: Partial<CatalogParams>) => void;
  onPriceChange: (next: PriceText) => void;
}) {
  const t = useTranslations('catalog');
  const radioName = useId();
  // Sizes the listing has, plus any chosen one it no longer has, so it can still be unticked.
  const sizes = sortSizes([
    ...facets.size.filter((f) => f.count > 0).map((f) => f.value),
    ...value.size.filter((s) => !facets.size.some((f) => f.value === s && f.count > 0)),
  ]);
  const label = selectedLabel(value) ?? '';

  return (
    <div className={styles.fields}>
      <PriceFields value={price} onChange={onPriceChange} placeholder={facets.price} />

      {sizes.length > 0 && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('filters.size')}</legend>
          <ul className={styles.options}>
            {sizes.map((size) => (
              <li key={size}>
                <label className={styles.option}>
                  <input
                    type="checkbox"
                    checked={value.size.includes(size)}
                    onChange={() => onChange({ size: toggle(value.size, size) })}
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
                  checked={value.difficult.includes(level)}
                  onChange={() =>
                    onChange({ difficult: toggle(value.difficult, level).sort((a, b) => a - b) })
                  }
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
                  name={radioName}
                  checked={label === option}
                  onChange={() => onChange({ labelType: option ? [option as Label] : [] })}
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
