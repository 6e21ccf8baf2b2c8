import 'server-only';

// The product page's server-side face, apart from the listing's (server.ts): a route's inline CSS
// is that of every module it imports, so one entry for both put the filters' and the listing's
// styles into every product page, and the product page's into every listing.
export { getProduct } from './catalog-data';
export { ProductPage } from './product/product-page';
