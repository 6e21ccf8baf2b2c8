import { apiErrorSchema, contactMessageInputSchema, messageAnswerSchema } from '@kartyna/domain';
import { idempotencyHeadersSchema, idempotent } from '../../http/idempotency';
import type { App } from '../../types';
import { submitContactMessage } from './contacts-service';

export default async function contactsRoutes(app: App): Promise<void> {
  app.post(
    '/contact-messages',
    {
      // An open form: a per-IP limit keeps one sender from flooding the staff inbox.
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['contacts'],
        summary: 'Send a message to the shop',
        headers: idempotencyHeadersSchema,
        body: contactMessageInputSchema,
        response: {
          201: messageAnswerSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    // A form sent again because its answer was lost must not reach the staff twice.
    async (request, reply) =>
      idempotent(request, reply, { namespace: 'contact-messages' }, async (tx) => ({
        statusCode: 201,
        body: await submitContactMessage(tx, request.body),
      })),
  );
}
