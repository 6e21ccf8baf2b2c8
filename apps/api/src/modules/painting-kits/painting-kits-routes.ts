import { z } from 'zod';
import {
  apiErrorSchema,
  kitAccessQuerySchema,
  kitListItemSchema,
  kitProgressInputSchema,
  kitProgressSchema,
  localeSchema,
  paintingKitSchema,
} from '@kartyna/domain';
import { optionalUser, requireUser, userOf } from '../../http/auth-guard';
import type { App } from '../../types';
import { requestLocale } from '../auth/auth-http';
import { getKit, listKits, syncProgress } from './painting-kits-service';

// A malformed ref answers 404 like an unknown one (not 400), so the ref is any string here.
const params = z.object({ ref: z.string() });
/** `?locale=` when the page names one; otherwise the locale cookie, then the browser's language. */
const localeQuery = z.object({ locale: localeSchema.optional() });
const accessQuery = kitAccessQuerySchema.extend(localeQuery.shape);
const access = (query: { k?: string | undefined; t?: string | undefined }) => ({
  ...(query.k ? { k: query.k } : {}),
  ...(query.t ? { t: query.t } : {}),
});

export default async function paintingKitsRoutes(app: App): Promise<void> {
  app.get(
    '/kits',
    {
      preHandler: requireUser,
      schema: {
        tags: ['painting-kits'],
        summary:
          "The signed-in buyer's paint-by-numbers kits (photo pictures and catalogue kits), newest first",
        security: [{ bearer: [] }, { cookie: [] }],
        querystring: localeQuery,
        response: { 200: z.array(kitListItemSchema), 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listKits(app.deps, userOf(request).id, request.query.locale ?? requestLocale(request)),
  );

  app.get(
    '/kits/:ref',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['painting-kits'],
        summary:
          'A kit for the painting companion: its template, legend and progress (owner, ?k= kit token or ?t= order token)',
        params,
        querystring: accessQuery,
        response: { 200: paintingKitSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Progress changes from other devices, and the answer holds the kit token: never cached.
      reply.header('cache-control', 'no-store');
      return getKit(
        app.deps,
        request.params.ref,
        request.currentUser,
        access(request.query),
        request.query.locale ?? requestLocale(request),
      );
    },
  );

  app.put(
    '/kits/:ref/progress',
    {
      // optionalUser holds a cookie-authorised write to the CSRF token, as every other write.
      preHandler: optionalUser,
      schema: {
        tags: ['painting-kits'],
        summary:
          "Sync one device's ticked regions (per region the latest change wins); a kit not ready yet answers 404",
        params,
        querystring: accessQuery,
        body: kitProgressInputSchema,
        response: {
          200: kitProgressSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return syncProgress(
        app.deps,
        request.params.ref,
        request.currentUser,
        access(request.query),
        request.body,
      );
    },
  );
}
