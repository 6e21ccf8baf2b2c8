import { z } from 'zod';
import {
  apiErrorSchema,
  catalogAnswerSchema,
  catalogQuerySchema,
  idParamsSchema,
  productSchema,
} from '@kartyna/domain';
import type { App } from '../../types';
import { getProduct, getSimilar, listCatalog, SIMILAR_DEFAULT, SIMILAR_MAX } from './catalog-service';

const similarQuerySchema = z.object({
  limit: z.coerce.number({ error: 'invalid_data' }).int().min(1).max(SIMILAR_MAX).default(SIMILAR_DEFAULT),
});

/** The public catalogue: listing with filters and facets, one product, similar products. */
export default async function catalogRoutes(app: App): Promise<void> {
  const { db } = app.deps;

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
    async (request) => listCatalog(db, request.query),
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
    async (request) => getProduct(db, request.params.id),
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
    async (request) => getSimilar(db, request.params.id, request.query.limit),
  );
}
