import { apiErrorSchema, dashboardSchema } from '@kartyna/domain';
import { staffSecurity } from '../../http/auth-guard';
import type { App } from '../../types';
import { dashboardOf } from './dashboard-admin-service';

/** The figures of the back office's first screen, under /api/admin. */
export default async function dashboardAdminRoutes(app: App): Promise<void> {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: "Today's and this week's orders and revenue, orders waiting, photo orders, low stock, inbox",
        description:
          'Days are Kyiv calendar days and the week starts on Monday. Revenue is the sum of the totals of ' +
          'orders placed in the period that are not canceled (paid or not yet), in UAH; photo orders are ' +
          'counted apart. Waiting counts cover all orders now in that status.',
        security: staffSecurity,
        response: { 200: dashboardSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => dashboardOf(app.deps),
  );
}
