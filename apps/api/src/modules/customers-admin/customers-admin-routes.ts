import {
  adminCustomerListItemSchema,
  adminCustomerListQuerySchema,
  adminCustomerSchema,
  adminPageSchema,
  apiErrorSchema,
  bonusAdjustmentSchema,
  idParamsSchema,
} from '@kartyna/domain';
import { staffSecurity } from '../../http/auth-guard';
import type { App } from '../../types';
import { staffActorOf } from '../audit/audit-log';
import { adjustBonus, customerDetail, customersPage } from './customers-admin-service';

const guarded = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * Shoppers' accounts for staff, under /api/admin. A customer's orders come from the orders
 * lists filtered by `userId` (GET /api/admin/orders?userId=…, /photo-orders?userId=…).
 */
export default async function customersAdminRoutes(app: App): Promise<void> {
  app.get(
    '/customers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Customers with orders placed, cumulative purchases (UAH), loyalty tier and bonus balance',
        security: staffSecurity,
        querystring: adminCustomerListQuerySchema,
        response: { 200: adminPageSchema(adminCustomerListItemSchema), ...guarded },
      },
    },
    async (request) => customersPage(app.deps, request.query),
  );

  app.get(
    '/customers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "A customer's profile, saved delivery, tier, bonus balance and bonus ledger",
        security: staffSecurity,
        params: idParamsSchema,
        response: { 200: adminCustomerSchema, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request) => customerDetail(app.deps, request.params.id),
  );

  app.post(
    '/customers/:id/bonus-adjustment',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add to or take from the bonus balance by hand (UAH, signed), with the reason; audited',
        security: staffSecurity,
        params: idParamsSchema,
        body: bonusAdjustmentSchema,
        response: { 200: adminCustomerSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...guarded },
      },
    },
    async (request) => adjustBonus(app.deps, staffActorOf(request), request.params.id, request.body),
  );
}
