import { sortTypes, type SortType } from '@kartyna/domain';
import type { useTranslations } from 'next-intl';
import styles from './filters.module.css';

/**
 * requirements §3 sort types; "" is the API's default order (newest, or relevance for a search).
 * A form's field holding its own state: the listing's sort form (sort-form.tsx) and the phone's
 * filter panel (filter-form.tsx) write it on the server.
 */
export function SortSelect({
  t,
  id,
  value,
  compact = false,
}: {
  t: ReturnType<typeof useTranslations<'catalog'>>;
  id: string;
  value: SortType | undefined;
  /** in mobile mode the label is only read out, to leave the row to the select */
  compact?: boolean;
}) {
  return (
    <div className={`${styles.sort} ${compact ? styles.compact : ''}`}>
      <label htmlFor={id}>{t('sort.label')}</label>
      <select id={id} name="sort" className={`input ${styles.select}`} defaultValue={value ?? ''}>
        <option value="">{t('sort.default')}</option>
        {sortTypes.map((s) => (
          <option key={s} value={s}>
            {t(`sort.${s}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
