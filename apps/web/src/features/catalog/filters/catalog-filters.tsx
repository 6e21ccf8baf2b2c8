import { FilterForm } from './filter-form';
import { FilterPanelButton } from './filter-panel-button';
import { FiltersEnhancer } from './filters-enhancer';

/**
 * The catalogue's filters: a form of server HTML, the desktop sidebar and, at 800 px and less,
 * the full-screen panel its button opens; a small enhancer applies them in place (each choice at
 * once on desktop, the panel's draft on "Show").
 */
export function CatalogFilters({ params, facets, basePath }: Parameters<typeof FilterForm>[0]) {
  return (
    <>
      <FilterPanelButton params={params} />
      <FilterForm params={params} facets={facets} basePath={basePath} />
      <FiltersEnhancer params={params} basePath={basePath} />
    </>
  );
}
