import { revalidateStorefrontAfterWrites } from '../../integrations/storefront/revalidate-after-writes';
import type { App } from '../../types';
import { appearRequestsAdminRoutes } from './appear-requests-admin-routes';
import { clientWorksAdminRoutes } from './client-works-admin-routes';
import { contactMessagesAdminRoutes } from './contact-messages-admin-routes';
import { pageTextsAdminRoutes } from './page-texts-admin-routes';
import { siteSettingsAdminRoutes } from './site-settings-admin-routes';
import { testimonialsAdminRoutes } from './testimonials-admin-routes';

/** The back office's content (issue #5): every resource's routes, under /api/admin. */
export default async function contentAdminRoutes(app: App): Promise<void> {
  // Texts, SEO, settings, testimonials and client works are in the storefront's cached pages.
  // (Shoppers' requests and messages are on none, but one rule for the module keeps it simple.)
  revalidateStorefrontAfterWrites(app, ['content']);
  await testimonialsAdminRoutes(app);
  await clientWorksAdminRoutes(app);
  await contactMessagesAdminRoutes(app);
  await appearRequestsAdminRoutes(app);
  await siteSettingsAdminRoutes(app);
  await pageTextsAdminRoutes(app);
}
