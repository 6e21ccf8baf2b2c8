'use client';

import { withChange, type CatalogParams } from '../listing/catalog-params';
import { SortSelect } from './sort-select';
import { useCatalogNavigation } from './use-catalog-navigation';

/** The listing's sort select; a new order starts again from page 1. */
export function ToolbarSort({ params, basePath }: { params: CatalogParams; basePath: string }) {
  const { params: shown, go } = useCatalogNavigation(basePath, params);
  return <SortSelect compact value={shown.sort} onChange={(sort) => go(withChange(shown, { sort }))} />;
}
