import { FilterForm } from './filter-form';
import { FiltersEnhancer } from './filters-enhancer';
import { MobileFilterPanel } from './mobile-filter-panel';

/**
 * The catalogue's filters. On desktop a sidebar of server HTML, applied at each choice by a
 * small enhancer (prices after the typing pause; the sort form beside the listing too); at
 * 800 px and less the sidebar is hidden by CSS and a button opens the full-screen panel, which
 * applies only on Show.
 */
export function CatalogFilters({ params, facets, basePath }: Parameters<typeof FilterForm>[0]) {
  return (
    <>
      <MobileFilterPanel params={params} facets={facets} basePath={basePath} />
      <FilterForm params={params} facets={facets} basePath={basePath} />
      <FiltersEnhancer params={params} basePath={basePath} />
    </>
  );
}
