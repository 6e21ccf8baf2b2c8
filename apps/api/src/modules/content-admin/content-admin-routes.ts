import type { App } from '../../types';
import { appearRequestsAdminRoutes } from './appear-requests-admin-routes';
import { clientWorksAdminRoutes } from './client-works-admin-routes';
import { contactMessagesAdminRoutes } from './contact-messages-admin-routes';
import { pageTextsAdminRoutes } from './page-texts-admin-routes';
import { siteSettingsAdminRoutes } from './site-settings-admin-routes';
import { testimonialsAdminRoutes } from './testimonials-admin-routes';

/** The back office's content (issue #5): every resource's routes, under /api/admin. */
export default async function contentAdminRoutes(app: App): Promise<void> {
  await testimonialsAdminRoutes(app);
  await clientWorksAdminRoutes(app);
  await contactMessagesAdminRoutes(app);
  await appearRequestsAdminRoutes(app);
  await siteSettingsAdminRoutes(app);
  await pageTextsAdminRoutes(app);
}
