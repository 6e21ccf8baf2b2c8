import { revalidateStorefrontAfterWrites } from '../../integrations/storefront/revalidate-after-writes';
import type { App } from '../../types';
import productAdminRoutes from './product-admin-routes';
import productCsvRoutes from './product-csv-routes';
import taxonomyAdminRoutes from './taxonomy-admin-routes';

/** The back office's catalogue (products, CSV, categories, sizes), under /api/admin. */
export default async function catalogAdminRoutes(app: App): Promise<void> {
  revalidateStorefrontAfterWrites(app, ['catalog']);
  await productAdminRoutes(app);
  await productCsvRoutes(app);
  await taxonomyAdminRoutes(app);
}
