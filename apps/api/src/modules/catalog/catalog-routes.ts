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
import { listenForCatalogChanges } from './catalog-listener';
import {
  STOREFRONT_CHANNEL,
  tagsFromOtherApi,
} from '../../integrations/storefront/storefront-relay-repository';
import { SIMILAR_DEFAULT, SIMILAR_MAX } from './catalog-service';
import { invalidateCategoryIndex } from './category-index';

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
  const { db, database, config } = app.deps;
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
  const stopListening = await listenForCatalogChanges(
    database,
    (change) => {
      answers.clear();
      if (change.whole) invalidateCategoryIndex(db);
      // Every process hears the change and tells the storefronts, which act on a version once.
      app.deps.catalogAnnouncer.heard(change);
    },
    app.log,
    // What another API process learnt from its own writes, for the storefronts subscribed here.
    {
      [STOREFRONT_CHANNEL]: (payload) => {
        const tags = tagsFromOtherApi(app.deps, payload);
        if (tags.length > 0) void app.deps.storefront.revalidate(tags);
      },
    },
    () => app.metrics.outage('catalog-listener'),
  );
  // A database still lacking its migrations has no catalogue version to start from yet.
  if (app.migrations.missingAtStart.length === 0) await app.deps.catalogAnnouncer.start();
  else
    void app.migrations.ready
      .then(() => app.deps.catalogAnnouncer.start())
      .catch((err: unknown) => app.log.error({ err }, '[catalog] announcer not started'));
  app.addHook('onClose', async () => {
    await stopListening();
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
