import type { CatalogParams } from '../listing/catalog-params';
import type { PriceText } from './filter-fields';

/** requirements §2/§9: price inputs apply after a 1500 ms pause in typing. */
export const PRICE_PAUSE_MS = 1500;

export const priceTextOf = (p: Pick<CatalogParams, 'minPrice' | 'maxPrice'>): PriceText => ({
  min: p.minPrice === undefined ? '' : String(p.minPrice),
  max: p.maxPrice === undefined ? '' : String(p.maxPrice),
});
