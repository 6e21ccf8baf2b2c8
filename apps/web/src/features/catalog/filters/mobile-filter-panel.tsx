'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { CatalogAnswer } from '@kartyna/domain';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  clearedFilters,
  hasFilters,
  orderPrices,
  readPrice,
  type CatalogParams,
} from '../listing/catalog-params';
import { FilterFields } from './filter-fields';
import type { PriceText } from './price-fields';
import { priceTextOf } from './price-text';
import { SortSelect } from './sort-select';
import styles from './filters.module.css';

/** How many filters are on, for the button's badge. */
const activeCount = (p: CatalogParams): number =>
  (p.minPrice !== undefined || p.maxPrice !== undefined ? 1 : 0) +
  p.size.length +
  p.difficult.length +
  p.labelType.length;

/**
 * SPEC §2 mobile filter panel (800 px and less): a full-screen dialog holding a draft of the
 * filters. Show applies the draft, Reset clears it, Back leaves without applying.
 */
export function MobileFilterPanel({
  params,
  facets,
  onApply,
}: {
  params: CatalogParams;
  facets: CatalogAnswer['facets'];
  onApply: (next: CatalogParams) => void;
}) {
  const t = useTranslations('catalog.filters');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(params);
  const [price, setPrice] = useState<PriceText>(priceTextOf(params));
  const count = activeCount(params);

  const onOpenChange = (next: boolean) => {
    if (next) {
      setDraft(params);
      setPrice(priceTextOf(params));
    }
    setOpen(next);
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <div className={styles.mobileBar}>
        <Dialog.Trigger className={`button button-secondary ${styles.mobileTrigger}`}>
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
        </Dialog.Trigger>
      </div>
      <Dialog.Portal>
        <Dialog.Content className={styles.panel} aria-describedby={undefined}>
          <div className={styles.panelHead}>
            <Dialog.Close className={styles.back}>
              <span aria-hidden="true">←</span> {t('back')}
            </Dialog.Close>
            <Dialog.Title className={styles.panelTitle}>{t('title')}</Dialog.Title>
          </div>
          <div className={styles.panelBody}>
            <SortSelect value={draft.sort} onChange={(sort) => setDraft({ ...draft, sort })} />
            <FilterFields
              value={draft}
              price={price}
              facets={facets}
              onChange={(change) => setDraft({ ...draft, ...change })}
              onPriceChange={setPrice}
            />
          </div>
          <div className={styles.panelFoot}>
            <button
              type="button"
              className="button button-secondary"
              onClick={reset}
              disabled={!hasFilters({ ...draft, search: undefined }) && !price.min && !price.max}
            >
              {t('reset')}
            </button>
            <button type="button" className="button" onClick={show}>
              {t('show')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
