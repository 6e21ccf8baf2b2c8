'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import styles from './filters.module.css';

export interface PriceText {
  min: string;
  max: string;
}

/** The from/to price inputs; what happens on a change (a pause, or Show) is the caller's choice. */
export function PriceFields({
  value,
  onChange,
  placeholder,
}: {
  value: PriceText;
  onChange: (next: PriceText) => void;
  placeholder?: { min: number; max: number };
}) {
  const t = useTranslations('catalog.filters');
  const id = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('price')}</legend>
      <div className={styles.priceRow}>
        <label className={styles.priceField} htmlFor={`${id}-min`}>
          <span>{t('priceFrom')}</span>
          <input
            id={`${id}-min`}
            className="input"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={value.min}
            placeholder={placeholder ? String(Math.floor(placeholder.min)) : undefined}
            onChange={(e) => onChange({ ...value, min: e.target.value })}
          />
        </label>
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        <label className={styles.priceField} htmlFor={`${id}-max`}>
          <span>{t('priceTo')}</span>
          <input
            id={`${id}-max`}
            className="input"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={value.max}
            placeholder={placeholder ? String(Math.ceil(placeholder.max)) : undefined}
            onChange={(e) => onChange({ ...value, max: e.target.value })}
          />
        </label>
      </div>
    </fieldset>
  );
}
