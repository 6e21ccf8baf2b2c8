import { sortTypes, type SortType } from '@kartyna/domain';
import type { useTranslations } from 'next-intl';
import styles from './filters.module.css';

/**
 * requirements §3 sort types; "" is the API's default order (newest, or relevance for a search).
 * No hooks: the listing's sort form (sort-form.tsx) writes it on the server, the phone's panel
 * renders it as a controlled draft.
 */
export function SortSelect({
  t,
  id,
  value,
  onChange,
  compact = false,
}: {
  t: ReturnType<typeof useTranslations<'catalog'>>;
  id: string;
  value: SortType | undefined;
  /** a controlled draft; without it the select is a form's field holding its own state */
  onChange?: (next: SortType | undefined) => void;
  /** in mobile mode the label is only read out, to leave the row to the select */
  compact?: boolean;
}) {
  const state = onChange
    ? {
        value: value ?? '',
        onChange: (e: { target: { value: string } }) =>
          onChange((e.target.value || undefined) as SortType | undefined),
      }
    : { defaultValue: value ?? '' };
  return (
    <div className={`${styles.sort} ${compact ? styles.compact : ''}`}>
      <label htmlFor={id}>{t('sort.label')}</label>
      <select id={id} name="sort" className={`input ${styles.select}`} {...state}>
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
