import { z } from 'zod';
import {
  apiErrorSchema,
  catalogAnswerSchema,
  catalogQuerySchema,
  idParamsSchema,
  productSchema,
} from '@kartyna/domain';
import type { FastifyReply } from 'fastify';
import { createRedis } from '../../http/redis-client';
import type { App } from '../../types';
import { createCatalogAnswers } from './catalog-answers';
import { SIMILAR_DEFAULT, SIMILAR_MAX } from './catalog-service';

const similarQuerySchema = z.object({
  limit: z.coerce.number({ error: 'invalid_data' }).int().min(1).max(SIMILAR_MAX).default(SIMILAR_DEFAULT),
});

/** Cached answers are JSON text already: sent as they are, past the serializer. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** The route's type provider expects objects; the text is their JSON already. */
function sendJsonText(reply: unknown, text: string): FastifyReply {
  return (reply as FastifyReply).type(JSON_TYPE).send(text);
}

/** The public catalogue: listing with filters and facets, one product, similar products. */
export default async function catalogRoutes(app: App): Promise<void> {
  const { db, config } = app.deps;
  // Answers are cached per catalogue version (catalog-answers.ts); Redis shares them between
  // API processes. Its own connection: a slow cache must not queue behind rate-limit calls.
  const redis = config.redisUrl
    ? createRedis(config.redisUrl, app.log, 'catalogue answers', {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
      })
    : undefined;
  const answers = createCatalogAnswers(db, redis ? { redis } : {});
  // Answers of older versions are dropped the moment a change is heard (modules/storefront-changes).
  const stopDropping = app.deps.catalogAnnouncer.onHeard(() => answers.clear());
  app.addHook('onClose', async () => {
    stopDropping();
    redis?.disconnect();
  });

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Catalogue listing with filters, search, sort, pagination and facets',
        querystring: catalogQuerySchema,
        response: { 200: catalogAnswerSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => sendJsonText(reply, await answers.listing(request.query)),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product',
        params: idParamsSchema,
        response: { 200: productSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => sendJsonText(reply, await answers.product(request.params.id)),
  );

  app.get(
    '/products/:id/similar',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products of the same subject or category, in stock first',
        params: idParamsSchema,
        querystring: similarQuerySchema,
        response: { 200: z.array(productSchema), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, await answers.similar(request.params.id, request.query.limit)),
  );
}
