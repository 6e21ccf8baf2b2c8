'use client';

import type { CatalogAnswer } from '@kartyna/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import {
  clearedFilters,
  hasFilters,
  orderPrices,
  readPrice,
  withChange,
  type CatalogParams,
} from '../listing/catalog-params';
import { FilterFields } from './filter-fields';
import { MobileFilterPanel } from './mobile-filter-panel';
import type { PriceText } from './price-fields';
import { PRICE_PAUSE_MS, priceTextOf } from './price-text';
import { useCatalogNavigation } from './use-catalog-navigation';
import styles from './filters.module.css';

/**
 * The catalogue's filters. On desktop a sidebar applies each choice at once (prices after the
 * typing pause); at 800 px and less the sidebar is hidden by CSS and a button opens the
 * full-screen panel, which applies only on Show.
 */
export function CatalogFilters({
  params,
  facets,
  basePath,
}: {
  params: CatalogParams;
  facets: CatalogAnswer['facets'];
  basePath: string;
}) {
  const t = useTranslations('catalog.filters');
  const { params: shown, go } = useCatalogNavigation(basePath, params);

  // The inputs follow the URL (Back, a shared link), but keep what is being typed meanwhile.
  const urlPrice = priceTextOf(params);
  const [price, setPrice] = useState<PriceText>(urlPrice);
  const [seenPrice, setSeenPrice] = useState<PriceText>(urlPrice);
  if (seenPrice.min !== urlPrice.min || seenPrice.max !== urlPrice.max) {
    setSeenPrice(urlPrice);
    setPrice(urlPrice);
  }

  // The pause timer applies against the newest filters, not those of the first keystroke.
  const latest = useRef(shown);
  useEffect(() => {
    latest.current = shown;
  });
  const timer = useRef<number | undefined>(undefined);
  // A pending price belongs to this listing: leaving it (another category) drops the pause.
  useEffect(() => () => window.clearTimeout(timer.current), [basePath]);

  const applyPrice = (text: PriceText) => {
    const range = orderPrices(readPrice(text.min), readPrice(text.max));
    setPrice(priceTextOf(range)); // shows the swap, and clears a 0 that does not apply
    const current = latest.current;
    if (range.minPrice === current.minPrice && range.maxPrice === current.maxPrice) return;
    go(withChange(current, { minPrice: range.minPrice, maxPrice: range.maxPrice }));
  };

  const onPriceChange = (next: PriceText) => {
    setPrice(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => applyPrice(next), PRICE_PAUSE_MS);
  };

  return (
    <>
      <MobileFilterPanel params={shown} facets={facets} onApply={go} />
      <aside className={styles.sidebar} aria-labelledby="filters-title">
        <div className={styles.sidebarHead}>
          <h2 id="filters-title" className={styles.sidebarTitle}>
            {t('title')}
          </h2>
          {hasFilters({ ...shown, search: undefined }) && (
            <button type="button" className={styles.reset} onClick={() => go(clearedFilters(shown))}>
              {t('reset')}
            </button>
          )}
        </div>
        <FilterFields
          value={shown}
          price={price}
          facets={facets}
          onChange={(change) => go(withChange(shown, change))}
          onPriceChange={onPriceChange}
        />
      </aside>
    </>
  );
}
