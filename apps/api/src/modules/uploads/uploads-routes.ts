import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema, imageUploadResultSchema } from '@kartyna/domain';
import { AppError, badRequest } from '../../http/app-error';
import { optionalUser } from '../../http/auth-guard';
import type { App } from '../../types';
import { ensureUploadOwner } from './upload-owner';
import { openMedia, saveImageUpload } from './uploads-service';

/** The multipart field the storefront sends the photo in (SPEC §7). */
const IMAGE_FIELD = 'image';
const missingImage = (field: string) =>
  badRequest('invalid_data', [{ path: field, message: 'invalid_data' }]);

/**
 * The bytes of the one file in the `image` field. Non-multipart bodies (415) and files past the
 * size limit (413) fail with fastify's own codes, which the error handler answers; anything else
 * thrown while parsing is a malformed body (no boundary, cut off mid-part): the client's fault.
 */
export async function readImagePart(request: FastifyRequest, field = IMAGE_FIELD): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file || file.fieldname !== field) throw missingImage(field);
    const input = await file.toBuffer();
    // toBuffer throws FST_REQ_FILE_TOO_LARGE past the fileSize limit; the truncated flag is the
    // same fact, checked again in case that behaviour is ever configured off.
    if (file.file.truncated) throw new AppError(413, 'payload_too_large');
    if (input.length === 0) throw missingImage(field);
    return input;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('FST_')) throw error;
    request.log.info({ err: error }, 'malformed multipart body');
    throw missingImage(field);
  }
}

export default async function uploadsRoutes(app: App): Promise<void> {
  app.post(
    '/image-upload',
    {
      // Each upload costs a full decode and a mozjpeg encode; one address gets a fair share.
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
      preHandler: optionalUser,
      schema: {
        tags: ['uploads'],
        summary:
          'Upload a photo for a photo picture (multipart/form-data, one file field "image", at most 20 MB)',
        consumes: ['multipart/form-data'],
        response: {
          201: imageUploadResultSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const input = await readImagePart(request);
      const userId = request.currentUser?.id ?? null;
      // A guest is known by a cookie minted here; a signed-in uploader by the account.
      const guestOwner =
        userId === null ? ensureUploadOwner(request, reply, app.deps.config.env === 'production') : null;
      const result = await saveImageUpload(app.deps, input, { userId, guestOwner });
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/media/*',
    {
      schema: {
        tags: ['uploads'],
        summary: 'A stored image (uploads and generated demo pictures)',
        produces: ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'],
        params: z.object({ '*': z.string() }),
        response: {
          200: z.unknown().describe('the file bytes'),
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const media = await openMedia(app.deps, request.params['*']);
      reply
        .type(media.contentType)
        .header('Content-Length', media.bytes)
        // Keys carry a random id and are never rewritten: a file at a URL never changes.
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff');
      if (media.contentType === 'image/svg+xml') {
        // An SVG opened directly is a document: no scripts, no external loads, styles inline only.
        reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      }
      return reply.send(media.stream);
    },
  );
}
