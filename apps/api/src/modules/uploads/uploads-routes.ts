import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema, imageUploadResultSchema } from '@kartyna/domain';
import { optionalUser } from '../../http/auth-guard';
import type { App } from '../../types';
import { ensureUploadOwner } from './upload-owner';
import { openMedia, saveImageUpload } from './uploads-service';
import { multipartOnly, readSingleFile } from './single-file-part';
import { secureCookies } from '../../http/secure-cookies';

/** The multipart field the storefront sends the photo in (requirements §7). */
const IMAGE_FIELD = 'image';

/** The bytes of the one file in `field` (see single-file-part.ts for how refusals are answered). */
export const readImagePart = (request: FastifyRequest, reply: FastifyReply, field = IMAGE_FIELD) =>
  readSingleFile(request, reply, field);

export default async function uploadsRoutes(app: App): Promise<void> {
  app.post(
    '/image-upload',
    {
      // Each upload costs a full decode and an encode; one address gets a fair share.
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
      onRequest: multipartOnly,
      preHandler: optionalUser,
      schema: {
        tags: ['uploads'],
        summary:
          'Upload a photo for a photo picture (multipart/form-data, one file field "image", at most 20 MB)',
        consumes: ['multipart/form-data'],
        response: {
          201: imageUploadResultSchema,
          400: apiErrorSchema,
          408: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const input = await readImagePart(request, reply);
      const userId = request.currentUser?.id ?? null;
      // A guest is known by a cookie minted here; a signed-in uploader by the account.
      const guestOwner =
        userId === null ? ensureUploadOwner(request, reply, secureCookies(app.deps.config, request)) : null;
      const result = await saveImageUpload(app.deps, input, { userId, guestOwner });
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/media/*',
    {
      schema: {
        tags: ['uploads'],
        summary: 'A stored image (uploads, demo pictures, templates) or a kit region map (.kmap, gzip bytes)',
        produces: ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml', 'application/octet-stream'],
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
        // Keys carry a random id and are never rewritten: a file at a URL never changes. A
        // demo picture's quick sketch, shown while the real one is drawn, is kept a minute only.
        .header(
          'Cache-Control',
          media.provisional ? 'public, max-age=60' : 'public, max-age=31536000, immutable',
        )
        .header('X-Content-Type-Options', 'nosniff');
      if (media.contentType === 'image/svg+xml') {
        // An SVG opened directly is a document: no scripts, no external loads, styles inline only.
        reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      }
      return reply.send(media.stream);
    },
  );
}
