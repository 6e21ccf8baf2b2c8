import 'server-only';

// The app's server code reads configuration here: `server-only` turns an import from a client
// component (which would hold STOREFRONT_SECRET) into a build error. Read and validated in ../env.ts.
export { apiUrl, cacheCapSeconds, siteUrl, storefrontSecret } from '../env';
