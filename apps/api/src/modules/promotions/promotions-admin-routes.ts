import {
  adminPageSchema,
  adminPromotionSchema,
  apiErrorSchema,
  idParamsSchema,
  promotionInputSchema,
  promotionListQuerySchema,
} from '@kartyna/domain';
import { staffSecurity } from '../../http/auth-guard';
import type { App } from '../../types';
import { staffActorOf } from '../audit/audit-log';
import {
  createPromotion,
  deletePromotion,
  listPromotionsForStaff,
  promotionForStaff,
  updatePromotion,
} from './promotions-admin-service';

const doc = { tags: ['admin'], security: staffSecurity };
const guarded = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const guardedOne = { ...guarded, 404: apiErrorSchema };

/** Promotions under /api/admin/promotions (issue #43): managers and admins run them; all audited. */
export default async function promotionsAdminRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/promotions',
    {
      schema: {
        ...doc,
        summary: 'Promotions with their uses, discount given and revenue so far',
        querystring: promotionListQuerySchema,
        response: { 200: adminPageSchema(adminPromotionSchema), ...guarded },
      },
    },
    async (request) => listPromotionsForStaff(db, request.query),
  );

  app.post(
    '/promotions',
    {
      schema: {
        ...doc,
        summary: 'Create a promotion: with a code, or automatic (code null)',
        body: promotionInputSchema,
        response: { 201: adminPromotionSchema, ...guarded },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPromotion(db, staffActorOf(request), request.body)),
  );

  app.get(
    '/promotions/:id',
    {
      schema: {
        ...doc,
        summary: 'One promotion with its figures',
        params: idParamsSchema,
        response: { 200: adminPromotionSchema, ...guardedOne },
      },
    },
    async (request) => promotionForStaff(db, request.params.id),
  );

  app.put(
    '/promotions/:id',
    {
      schema: {
        ...doc,
        summary: 'Change a promotion, pause it (active: false) or resume it',
        params: idParamsSchema,
        body: promotionInputSchema,
        response: { 200: adminPromotionSchema, ...guardedOne },
      },
    },
    async (request) => updatePromotion(db, staffActorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/promotions/:id',
    {
      schema: {
        ...doc,
        summary: 'Delete a promotion no order got; one that served orders answers 409 (pause it)',
        params: idParamsSchema,
        response: { 200: adminPromotionSchema, ...guardedOne, 409: apiErrorSchema },
      },
    },
    async (request) => deletePromotion(db, staffActorOf(request), request.params.id),
  );
}
