import { z } from 'zod';
import {
  adminPageSchema,
  adminPhotoOrderListItemSchema,
  adminPhotoOrderListQuerySchema,
  adminPhotoOrderSchema,
  apiErrorSchema,
  idParamsSchema,
  photoOrderLineParamsSchema,
  photoOrderStatusChangeSchema,
  staffNoteSchema,
  waybillCreateSchema,
} from '@kartyna/domain';
import { staffSecurity } from '../../http/auth-guard';
import type { App } from '../../types';
import { namedStaffActorOf, staffActorOf } from '../audit/audit-log';
import {
  adminPhotoOrderOf,
  listPhotoOrdersForStaff,
  openPhotoOrderImage,
  setPhotoOrderNote,
} from './photo-orders-admin-service';
import { changePhotoOrderStatus, undoPhotoOrderStatus } from './photo-order-status';
import { createPhotoOrderWaybill } from './photo-order-waybill';

const guarded = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Photo orders in the back office, under /api/admin. */
export default async function photoOrdersAdminRoutes(app: App): Promise<void> {
  app.get(
    '/photo-orders',
    {
      schema: {
        tags: ['admin'],
        summary: 'Photo orders, one page: filter by status, payment, dates; q searches id, phone, mail, name',
        security: staffSecurity,
        querystring: adminPhotoOrderListQuerySchema,
        response: { 200: adminPageSchema(adminPhotoOrderListItemSchema), ...guarded },
      },
    },
    async (request) => listPhotoOrdersForStaff(app.deps, request.query),
  );

  app.get(
    '/photo-orders/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One photo order: client, delivery, pictures with their photos, note, status history',
        security: staffSecurity,
        params: idParamsSchema,
        response: { 200: adminPhotoOrderSchema, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request) => adminPhotoOrderOf(app.deps.db, request.params.id),
  );

  app.post(
    '/photo-orders/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Move a photo order to its next status; the same status again changes nothing; audited',
        security: staffSecurity,
        params: idParamsSchema,
        body: photoOrderStatusChangeSchema,
        response: { 200: adminPhotoOrderSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...guarded },
      },
    },
    async (request) =>
      changePhotoOrderStatus(app.deps, namedStaffActorOf(request), request.params.id, request.body),
  );

  app.post(
    '/photo-orders/:id/status/undo',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Take back the photo order's latest status change within a minute of it; its customer mail is not sent; audited",
        security: staffSecurity,
        params: idParamsSchema,
        response: { 200: adminPhotoOrderSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...guarded },
      },
    },
    async (request) => undoPhotoOrderStatus(app.deps, namedStaffActorOf(request), request.params.id),
  );

  app.post(
    '/photo-orders/:id/waybill',
    {
      schema: {
        tags: ['admin'],
        summary: "Create Nova Poshta's waybill of a processed photo order and mark it lading-bill-created",
        security: staffSecurity,
        params: idParamsSchema,
        body: waybillCreateSchema,
        response: {
          200: adminPhotoOrderSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          502: apiErrorSchema,
          ...guarded,
        },
      },
    },
    async (request) =>
      createPhotoOrderWaybill(
        app.deps,
        request.params.id,
        request.body,
        namedStaffActorOf(request),
        request.log,
      ),
  );

  app.put(
    '/photo-orders/:id/note',
    {
      schema: {
        tags: ['admin'],
        summary: "Set the staff's note on a photo order (an empty note clears it); audited",
        security: staffSecurity,
        params: idParamsSchema,
        body: staffNoteSchema,
        response: { 200: adminPhotoOrderSchema, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request) =>
      setPhotoOrderNote(app.deps, staffActorOf(request), request.params.id, request.body.staffNote ?? null),
  );

  app.get(
    '/photo-orders/:id/lines/:lineId/image',
    {
      schema: {
        tags: ['admin'],
        summary: "The customer's photo of one line at full size, as a file to save",
        security: staffSecurity,
        produces: ['image/jpeg', 'image/png', 'image/webp'],
        params: photoOrderLineParamsSchema,
        response: { 200: z.unknown().describe('the file bytes'), 404: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const { id, lineId } = request.params;
      const media = await openPhotoOrderImage(app.deps, id, lineId);
      return (
        reply
          .type(media.contentType)
          .header('Content-Length', media.bytes)
          .header('Content-Disposition', `attachment; filename="photo-order-${id}-${lineId}.jpg"`)
          .header('X-Content-Type-Options', 'nosniff')
          // A customer's photo is private: no shared cache may keep it.
          .header('Cache-Control', 'private, no-store')
          .send(media.stream)
      );
    },
  );
}
