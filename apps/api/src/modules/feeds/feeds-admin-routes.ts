import { z } from 'zod';
import { adminFeedsSchema, apiErrorSchema, feedExclusionInputSchema, idSchema } from '@kartyna/domain';
import { staffSecurity } from '../../http/auth-guard';
import type { App } from '../../types';
import { staffActorOf } from '../audit/audit-log';
import { feedsForStaff, setProductOnMarketplaces } from './feeds-admin-service';
import { shopUrlOf } from './feeds-service';

const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };

/** The marketplace feeds in the back office (issue #45). */
export default async function feedsAdminRoutes(app: App): Promise<void> {
  app.get(
    '/feeds',
    {
      schema: {
        tags: ['admin'],
        summary: "The feeds' addresses, entries and last reads, and the products they leave out",
        security: staffSecurity,
        response: { 200: adminFeedsSchema, ...guarded },
      },
    },
    async (request) => feedsForStaff(app.deps.db, shopUrlOf(app.deps.config, request)),
  );

  app.put(
    '/feeds/exclusions/:productId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Leave a product out of every marketplace feed (excluded: true), or put it back',
        security: staffSecurity,
        params: z.object({ productId: idSchema }),
        body: feedExclusionInputSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      await setProductOnMarketplaces(
        app.deps.db,
        staffActorOf(request),
        request.params.productId,
        request.body.excluded,
      );
      return reply.code(204).send(null);
    },
  );
}
