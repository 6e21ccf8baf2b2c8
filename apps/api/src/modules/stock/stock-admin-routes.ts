import { revalidateStorefrontAfterWrites } from '../../integrations/storefront/revalidate-after-writes';
import { z } from 'zod';
import { apiErrorSchema, idSchema, stockAnswerSchema, stockChangeSchema } from '@kartyna/domain';
import { requireRole } from '../../http/auth-guard';
import type { App } from '../../types';
import { staffActorOf } from '../audit/audit-log';
import { setProductStock } from './stock-service';

/** Back-office stock, under /api/admin. */
export default async function stockAdminRoutes(app: App): Promise<void> {
  revalidateStorefrontAfterWrites(app, ['catalog']);
  app.post(
    '/products/:id/stock',
    {
      // Checked before the body is read: an anonymous caller learns nothing about the route.
      onRequest: requireRole('manager', 'admin'),
      schema: {
        tags: ['admin'],
        summary: 'Set the stock of a product; 0 → positive tells the shoppers who asked',
        security: [{ bearer: [] }, { cookie: [] }],
        params: z.object({ id: idSchema }),
        body: stockChangeSchema,
        response: {
          200: stockAnswerSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) =>
      setProductStock(app.deps.db, staffActorOf(request), request.params.id, request.body.stock),
  );
}
