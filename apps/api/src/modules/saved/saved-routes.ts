import { z } from 'zod';
import { apiErrorSchema, idParamsSchema, productSchema } from '@kartyna/domain';
import { requireUser, userOf } from '../../http/auth-guard';
import type { App } from '../../types';
import { listSaved, saveProduct, unsaveProduct } from './saved-service';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The wish list (requirements §7). Static /products/saved outranks /products/:id in the router,
 * so these paths are never read as a product id.
 */
export default async function savedRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/products/saved',
    {
      preHandler: requireUser,
      schema: {
        tags: ['saved'],
        summary: 'Saved products, latest first',
        security,
        response: { 200: z.array(productSchema), ...errors },
      },
    },
    async (request) => listSaved(db, userOf(request).id),
  );

  app.post(
    '/products/saved/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['saved'],
        summary: 'Save a product (saving twice is fine)',
        security,
        params: idParamsSchema,
        response: { 200: productSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => saveProduct(db, userOf(request).id, request.params.id),
  );

  app.delete(
    '/products/saved/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['saved'],
        summary: 'Remove a saved product',
        security,
        params: idParamsSchema,
        response: {
          200: z.object({ id: z.number().int() }),
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => unsaveProduct(db, userOf(request).id, request.params.id),
  );
}
