import { apiErrorSchema, loyaltyAnswerSchema } from '@kartyna/domain';
import { requireUser, userOf } from '../../http/auth-guard';
import type { App } from '../../types';
import { loyaltyOf } from './loyalty-service';

/** The cabinet's loyalty card (requirements §9 tiers, cashback, bonus balance). */
export default async function loyaltyRoutes(app: App): Promise<void> {
  app.get(
    '/user/info/loyalty',
    {
      onRequest: requireUser,
      schema: {
        tags: ['loyalty'],
        security: [{ bearer: [] }, { cookie: [] }],
        response: { 200: loyaltyAnswerSchema, 401: apiErrorSchema },
      },
    },
    async (request) => loyaltyOf(app.deps.db, userOf(request)),
  );
}
