import { z } from 'zod';
import { apiErrorSchema, appearRequestBodySchema, idSchema, messageAnswerSchema } from '@kartyna/domain';
import type { App } from '../../types';
import { requestAppearNotice } from './appear-requests-service';

export default async function appearRequestsRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.post(
    '/products/:productId/appear-request',
    {
      // Each request may later send a mail to the address given: keep one IP from filling the list.
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags: ['appear-requests'],
        summary: 'Ask to be told by mail when a product is back in stock',
        params: z.object({ productId: idSchema }),
        body: appearRequestBodySchema,
        response: { 200: messageAnswerSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => requestAppearNotice(db, request.params.productId, request.body),
  );
}
