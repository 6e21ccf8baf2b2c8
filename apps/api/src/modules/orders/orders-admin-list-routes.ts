import {
  adminOrderListItemSchema,
  adminOrderListQuerySchema,
  adminOrderSchema,
  adminPageSchema,
  apiErrorSchema,
  idParamsSchema,
  staffNoteSchema,
} from '@kartyna/domain';
import { staffSecurity } from '../../http/auth-guard';
import type { App } from '../../types';
import { staffActorOf } from '../audit/audit-log';
import { adminOrderOf, listOrdersForStaff, setOrderNote } from './orders-admin-service';

const guarded = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The back office's orders list, one order and the staff note; under /api/admin. */
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

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One order with its lines, history, next statuses, staff note, buyer account and payments',
        security: staffSecurity,
        params: idParamsSchema,
        response: { 200: adminOrderSchema, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request) => adminOrderOf(app.deps.db, request.params.id),
  );

  app.put(
    '/orders/:id/note',
    {
      schema: {
        tags: ['admin'],
        summary: "Set the staff's note on an order (an empty note clears it); audited",
        security: staffSecurity,
        params: idParamsSchema,
        body: staffNoteSchema,
        response: { 200: adminOrderSchema, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request) =>
      setOrderNote(app.deps, staffActorOf(request), request.params.id, request.body.staffNote ?? null),
  );
}
