import { z } from 'zod';
import {
  adminPhotoTemplateSchema,
  apiErrorSchema,
  photoOrderLineParamsSchema,
  photoTemplateFileParamsSchema,
} from '@kartyna/domain';
import { staffSecurity } from '../../http/auth-guard';
import type { App } from '../../types';
import { openPhotoTemplateFile, photoTemplateOf, requeuePhotoTemplate } from './photo-templates-service';

const guarded = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** A photo order line's print template in the back office, under /api/admin. */
export default async function photoTemplatesAdminRoutes(app: App): Promise<void> {
  app.get(
    '/photo-orders/:id/lines/:lineId/template',
    {
      schema: {
        tags: ['admin'],
        summary: "A line's print template: status, legend (palette with paint in ml), stats, file links",
        security: staffSecurity,
        params: photoOrderLineParamsSchema,
        response: { 200: adminPhotoTemplateSchema, ...guarded },
      },
    },
    async (request) => photoTemplateOf(app.deps, request.params.id, request.params.lineId),
  );

  app.post(
    '/photo-orders/:id/lines/:lineId/template/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Generate a failed template again (409 while queued, working or ready)',
        security: staffSecurity,
        params: photoOrderLineParamsSchema,
        response: { 200: adminPhotoTemplateSchema, 409: apiErrorSchema, ...guarded },
      },
    },
    async (request) => requeuePhotoTemplate(app.deps, request.params.id, request.params.lineId),
  );

  app.get(
    '/photo-orders/:id/lines/:lineId/template/:file',
    {
      schema: {
        tags: ['admin'],
        summary: 'A ready template file to save: the painted preview (PNG), the outline (SVG), the print PDF',
        security: staffSecurity,
        produces: ['image/png', 'image/svg+xml', 'application/pdf'],
        params: photoTemplateFileParamsSchema,
        response: { 200: z.unknown().describe('the file bytes'), ...guarded },
      },
    },
    async (request, reply) => {
      const { id, lineId, file } = request.params;
      const media = await openPhotoTemplateFile(app.deps, id, lineId, file);
      reply
        .type(media.contentType)
        .header('Content-Length', media.bytes)
        .header('Content-Disposition', `attachment; filename="${media.filename}"`)
        .header('X-Content-Type-Options', 'nosniff')
        // The customer's picture is private: no shared cache may keep it.
        .header('Cache-Control', 'private, no-store');
      // An SVG opened directly is a document: no scripts, no external loads.
      if (file === 'template.svg')
        reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.send(media.stream);
    },
  );
}
