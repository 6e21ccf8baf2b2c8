'use client';

import type { CatalogAnswer } from '@kartyna/domain';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useDialogOnDemand } from '@/lib/dialog/use-dialog-on-demand';
import { clearedFilters, orderPrices, readPrice, type CatalogParams } from '../listing/catalog-params';
import type { PriceText } from './filter-fields';
import { priceTextOf } from './price-text';
import { useCatalogNavigation } from './use-catalog-navigation';
import styles from './filters.module.css';

/** How many filters are on, for the button's badge. */
const activeCount = (p: CatalogParams): number =>
  (p.minPrice !== undefined || p.maxPrice !== undefined ? 1 : 0) +
  p.size.length +
  p.difficult.length +
  p.labelType.length;

const loadDialog = () => import('./mobile-filter-dialog');
// The dialog and the filter fields are fetched when the button is first pointed at or pressed.
const MobileFilterDialog = dynamic(loadDialog, { ssr: false });

/**
 * requirements §2 mobile filter panel (800 px and less): a full-screen dialog holding a draft of the
 * filters. Show applies the draft, Reset clears it, Back leaves without applying.
 */
export function MobileFilterPanel({
  params: inForce,
  facets,
  basePath,
}: {
  params: CatalogParams;
  facets: CatalogAnswer['facets'];
  basePath: string;
}) {
  const t = useTranslations('catalog.filters');
  const { params, go: onApply } = useCatalogNavigation(basePath, inForce);
  const { open, setOpen, wanted, trigger, openDialog, triggerProps } = useDialogOnDemand(loadDialog);
  const [draft, setDraft] = useState(params);
  const [price, setPrice] = useState<PriceText>(priceTextOf(params));
  const count = activeCount(params);

  const onOpenChange = (next: boolean) => {
    if (!next) {
      setOpen(false);
      return;
    }
    // Each opening starts from the filters in force, not from an abandoned draft.
    setDraft(params);
    setPrice(priceTextOf(params));
    openDialog();
  };

  const show = () => {
    const range = orderPrices(readPrice(price.min), readPrice(price.max));
    onApply({ ...draft, minPrice: range.minPrice, maxPrice: range.maxPrice, page: 1 });
    setOpen(false);
  };

  const reset = () => {
    setDraft(clearedFilters(draft));
    setPrice({ min: '', max: '' });
  };

  return (
    <>
      <div className={styles.mobileBar}>
        <button
          {...triggerProps}
          className={`button button-secondary ${styles.mobileTrigger}`}
          onClick={() => onOpenChange(true)}
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
      {wanted && (
        <MobileFilterDialog
          open={open}
          onOpenChange={onOpenChange}
          draft={draft}
          setDraft={setDraft}
          price={price}
          setPrice={setPrice}
          facets={facets}
          onShow={show}
          onReset={reset}
          trigger={trigger}
        />
      )}
    </>
  );
}
