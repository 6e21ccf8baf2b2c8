import { apiErrorSchema, imageUploadResultSchema } from '@kartyna/domain';
import { staffSecurity, userOf } from '../../http/auth-guard';
import type { App } from '../../types';
import { readImagePart } from './uploads-routes';
import { multipartOnly } from './single-file-part';
import { saveImageUpload } from './uploads-service';

/**
 * Staff upload images (product pictures, client works) here, under /api/admin; the answer's
 * imageUrl is then saved on the product or work. Checked by content like the shoppers' uploads.
 */
export default async function uploadsAdminRoutes(app: App): Promise<void> {
  app.post(
    '/uploads',
    {
      onRequest: multipartOnly,
      schema: {
        tags: ['admin'],
        summary: 'Upload an image (multipart/form-data, one file field "file", at most 20 MB)',
        security: staffSecurity,
        consumes: ['multipart/form-data'],
        response: {
          201: imageUploadResultSchema,
          400: apiErrorSchema,
          408: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const input = await readImagePart(request, reply, 'file');
      const result = await saveImageUpload(app.deps, input, { userId: userOf(request).id, guestOwner: null });
      return reply.status(201).send(result);
    },
  );
}
