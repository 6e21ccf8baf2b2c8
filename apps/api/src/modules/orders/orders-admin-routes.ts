import { z } from 'zod';
import {
  apiErrorSchema,
  idSchema,
  orderStatusChangeSchema,
  staffName,
  staffOrderSchema,
  waybillCreateSchema,
  waybillTrackingSchema,
} from '@kartyna/domain';
import { staffSecurity, userOf } from '../../http/auth-guard';
import type { App } from '../../types';
import { namedStaffActorOf } from '../audit/audit-log';
import type { OrderActor } from '../order-pipeline/order-status-machine';
import { changeOrderStatus, undoStatusChange } from './order-lifecycle';
import { createOrderWaybill, trackOrderWaybill } from './order-waybill';
import { staffOrderOf } from './staff-order-view';

const params = z.object({ id: idSchema });
const guarded = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The back office's order lifecycle, under /api/admin. */
export default async function ordersAdminRoutes(app: App): Promise<void> {
  // The mail makes the lifecycle write each change to the audit log too.
  // The name goes into the status history: the order page says who moved it, not just "staff".
  const staffActor = (request: Parameters<typeof userOf>[0]): OrderActor & { name: string } => {
    const user = userOf(request);
    return { kind: 'staff', userId: user.id, mail: user.mail, name: staffName(user) };
  };

  app.post(
    '/orders/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Move an order to its next status; the same status again changes nothing',
        security: staffSecurity,
        params,
        body: orderStatusChangeSchema,
        response: { 200: staffOrderSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...guarded },
      },
    },
    async (request) => {
      const { order } = await changeOrderStatus(app.deps, {
        orderId: request.params.id,
        to: request.body.status,
        actor: staffActor(request),
        note: request.body.note ?? null,
        ...(request.body.waybillNumber ? { waybillNumber: request.body.waybillNumber } : {}),
      });
      return staffOrderOf(app.deps.db, order);
    },
  );

  app.post(
    '/orders/:id/status/undo',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Take back the order's latest status change within a minute of it; its customer mail is not sent",
        security: staffSecurity,
        params,
        response: { 200: staffOrderSchema, 409: apiErrorSchema, ...guarded },
      },
    },
    async (request) => {
      const order = await undoStatusChange(app.deps, request.params.id, namedStaffActorOf(request));
      return staffOrderOf(app.deps.db, order);
    },
  );

  app.post(
    '/orders/:id/waybill',
    {
      schema: {
        tags: ['admin'],
        summary: "Create the carrier's waybill of a processed order and mark it lading-bill-created",
        security: staffSecurity,
        params,
        body: waybillCreateSchema,
        response: {
          200: staffOrderSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          502: apiErrorSchema,
          ...guarded,
        },
      },
    },
    async (request) => {
      const { order } = await createOrderWaybill(
        app.deps,
        request.params.id,
        request.body,
        staffActor(request),
        request.log,
      );
      return staffOrderOf(app.deps.db, order);
    },
  );

  app.get(
    '/orders/:id/tracking',
    {
      schema: {
        tags: ['admin'],
        summary: "The carrier's status of the order's waybill",
        security: staffSecurity,
        params,
        response: { 200: waybillTrackingSchema, 400: apiErrorSchema, 502: apiErrorSchema, ...guarded },
      },
    },
    async (request) => trackOrderWaybill(app.deps, request.params.id, request.log),
  );
}
