import 'server-only';

// The catalogue's server-side face for its routes (pages, metadata). Kept apart from index.ts,
// which client components import too and so must never pull in server-only code.
export { getCategoryTree, getProduct } from './catalog-data';
export { CatalogPage, loadCategoryChain } from './listing/catalog-page';
export { parseCatalogParams, selectedLabel, type RawSearchParams } from './listing/catalog-params';
export { catalogPath } from './listing/category-path';
export { splitCatalogSegments } from './listing/catalog-query-path';
export { ProductPage } from './product/product-page';
