import { getTranslations } from 'next-intl/server';
import type { CatalogParams } from '../listing/catalog-params';
import { FILTER_PANEL_ID } from './filter-form-ids';
import styles from './filters.module.css';

/** How many filters are on, for the button's count. */
const activeCount = (p: CatalogParams): number =>
  (p.minPrice !== undefined || p.maxPrice !== undefined ? 1 : 0) +
  p.size.length +
  p.difficult.length +
  p.labelType.length;

/**
 * requirements §2 mobile filter panel (800 px and less): the button opening the filters' form
 * (filter-form.tsx) full screen. The browser's own popover: no script in the tap, and it works
 * without one (issue #46).
 */
export async function FilterPanelButton({ params }: { params: CatalogParams }) {
  const t = await getTranslations('catalog.filters');
  const count = activeCount(params);
  return (
    <div className={styles.mobileBar}>
      <button
        type="button"
        className={`button button-secondary ${styles.mobileTrigger}`}
        popoverTarget={FILTER_PANEL_ID}
      >
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
        </svg>
        {count > 0 ? t('openWithCount', { count }) : t('open')}
      </button>
    </div>
  );
}
