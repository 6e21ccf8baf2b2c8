import 'server-only';

// The catalogue listing's server-side face for its routes (pages, metadata); the product page's
// is product-server.ts. Kept apart from index.ts,
// which client components import too and so must never pull in server-only code.
export { getCategoryTree } from './catalog-data';
export { CatalogPage, loadCategoryChain } from './listing/catalog-page';
export { parseCatalogParams, selectedLabel, type RawSearchParams } from './listing/catalog-params';
export { catalogPath } from './listing/category-path';
export { splitCatalogSegments } from './listing/catalog-query-path';
