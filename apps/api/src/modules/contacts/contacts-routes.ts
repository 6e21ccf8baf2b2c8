import { apiErrorSchema, contactMessageInputSchema, messageAnswerSchema } from '@kartyna/domain';
import type { App } from '../../types';
import { submitContactMessage } from './contacts-service';

export default async function contactsRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.post(
    '/contact-messages',
    {
      // An open form: a per-IP limit keeps one sender from flooding the staff inbox.
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['contacts'],
        summary: 'Send a message to the shop',
        body: contactMessageInputSchema,
        response: { 201: messageAnswerSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await submitContactMessage(db, request.body)),
  );
}
