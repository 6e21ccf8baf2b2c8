import {
  adminOrderListItemSchema,
  adminOrderListQuerySchema,
  adminPageSchema,
  apiErrorSchema,
} from '@kartyna/domain';
import { staffSecurity } from '../../http/auth-guard';
import type { App } from '../../types';
import { listOrdersForStaff } from './orders-admin-service';

const guarded = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The back office's list of shop orders, under /api/admin (one order: modules/staff-orders). */
export default async function ordersAdminListRoutes(app: App): Promise<void> {
  app.get(
    '/orders',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Orders, one page: filter by status, payment, delivery, dates; q searches id, phone, mail, name',
        security: staffSecurity,
        querystring: adminOrderListQuerySchema,
        response: { 200: adminPageSchema(adminOrderListItemSchema), ...guarded },
      },
    },
    async (request) => listOrdersForStaff(app.deps, request.query),
  );
}
