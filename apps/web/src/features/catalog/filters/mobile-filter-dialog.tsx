'use client';

import * as Dialog from '@/lib/dialog/dialog';
import type { CatalogAnswer } from '@kartyna/domain';
import { useTranslations } from 'next-intl';
import { useId, type RefObject } from 'react';
import { hasFilters, type CatalogParams } from '../listing/catalog-params';
import { FilterFields, type PriceText } from './filter-fields';
import { SortSelect } from './sort-select';
import styles from './filters.module.css';

export interface MobileFilterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: CatalogParams;
  setDraft: (draft: CatalogParams) => void;
  price: PriceText;
  setPrice: (price: PriceText) => void;
  facets: CatalogAnswer['facets'];
  onShow: () => void;
  onReset: () => void;
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The full-screen filter dialog of the mobile panel; loaded on first use (see mobile-filter-panel.tsx). */
export default function MobileFilterDialog({
  open,
  onOpenChange,
  draft,
  setDraft,
  price,
  setPrice,
  facets,
  onShow,
  onReset,
  trigger,
}: MobileFilterDialogProps) {
  const t = useTranslations('catalog.filters');
  const tc = useTranslations('catalog');
  const idPrefix = useId();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The filter button gets the focus back, also where a tap does not focus it (Safari).
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <div className={styles.panelHead}>
            <Dialog.Close className={styles.back}>
              <span aria-hidden="true">←</span> {t('back')}
            </Dialog.Close>
            <Dialog.Title className={styles.panelTitle}>{t('title')}</Dialog.Title>
          </div>
          <div className={styles.panelBody}>
            <SortSelect
              t={tc}
              id={`${idPrefix}-sort`}
              value={draft.sort}
              onChange={(sort) => setDraft({ ...draft, sort })}
            />
            <FilterFields
              value={draft}
              price={price}
              facets={facets}
              t={tc}
              idPrefix={idPrefix}
              mode={{
                kind: 'draft',
                onChange: (change) => setDraft({ ...draft, ...change }),
                onPriceChange: setPrice,
              }}
            />
          </div>
          <div className={styles.panelFoot}>
            <button
              type="button"
              className="button button-secondary"
              onClick={onReset}
              disabled={!hasFilters({ ...draft, search: undefined }) && !price.min && !price.max}
            >
              {t('reset')}
            </button>
            <button type="button" className="button" onClick={onShow}>
              {t('show')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
