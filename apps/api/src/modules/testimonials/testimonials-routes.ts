import { z } from 'zod';
import {
  apiErrorSchema,
  messageAnswerSchema,
  testimonialBodySchema,
  testimonialListSchema,
} from '@kartyna/domain';
import { idempotencyHeadersSchema, idempotent } from '../../http/idempotency';
import type { App } from '../../types';
import { listTestimonials, submitTestimonial } from './testimonials-service';

const pageQuerySchema = z.object({
  page: z.coerce.number({ error: 'invalid_data' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'invalid_data' }).int().min(1).max(50).default(10),
});

export default async function testimonialsRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/testimonials',
    {
      schema: {
        tags: ['testimonials'],
        summary: 'Approved testimonials, newest first, with the average rating',
        querystring: pageQuerySchema,
        response: { 200: testimonialListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => listTestimonials(db, request.query.page, request.query.pageSize),
  );

  app.post(
    '/testimonials',
    {
      // Anyone may write one without signing in: a low per-IP limit keeps spam out of the queue.
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['testimonials'],
        summary: 'Leave a testimonial (shown after staff approve it)',
        headers: idempotencyHeadersSchema,
        body: testimonialBodySchema,
        response: {
          201: messageAnswerSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    // A form sent again because its answer was lost must not queue the testimonial twice.
    async (request, reply) =>
      idempotent(request, reply, { namespace: 'testimonials' }, async (tx) => ({
        statusCode: 201,
        body: await submitTestimonial(tx, request.body),
      })),
  );
}
