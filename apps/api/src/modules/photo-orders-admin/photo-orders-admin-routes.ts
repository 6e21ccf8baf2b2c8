import { z } from 'zod';
import {
  adminPageSchema,
  adminPhotoOrderListItemSchema,
  adminPhotoOrderListQuerySchema,
  apiErrorSchema,
  photoOrderLineParamsSchema,
} from '@kartyna/domain';
import { staffSecurity } from '../../http/auth-guard';
import type { App } from '../../types';
import { listPhotoOrdersForStaff, openPhotoOrderImage } from './photo-orders-admin-service';

const guarded = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Photo orders' list and a line's photo in the back office, under /api/admin (one order: modules/staff-orders). */
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
