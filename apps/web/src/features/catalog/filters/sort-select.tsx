'use client';

import { sortTypes, type SortType } from '@kartyna/domain';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import styles from './filters.module.css';

/** requirements §3 sort types; "" is the API's default order (newest, or relevance for a search). */
export function SortSelect({
  value,
  onChange,
  compact = false,
}: {
  value: SortType | undefined;
  onChange: (next: SortType | undefined) => void;
  /** in mobile mode the label is only read out, to leave the row to the select */
  compact?: boolean;
}) {
  const t = useTranslations('catalog.sort');
  const id = useId();
  return (
    <div className={`${styles.sort} ${compact ? styles.compact : ''}`}>
      <label htmlFor={id}>{t('label')}</label>
      <select
        id={id}
        className={`input ${styles.select}`}
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || undefined) as SortType | undefined)}
      >
        <option value="">{t('default')}</option>
        {sortTypes.map((s) => (
          <option key={s} value={s}>
            {t(s)}
          </option>
        ))}
      </select>
    </div>
  );
}
