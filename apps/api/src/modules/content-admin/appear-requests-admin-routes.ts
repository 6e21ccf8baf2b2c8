import {
  adminAppearRequestSchema,
  adminPageSchema,
  appearRequestListQuerySchema,
  idParamsSchema,
} from '@kartyna/domain';
import type { App } from '../../types';
import { staffActorOf } from '../audit/audit-log';
import { adminDoc, guarded, guardedOne } from './admin-route-kit';
import {
  appearRequestForStaff,
  deleteAppearRequest,
  listAppearRequestsForStaff,
} from './appear-requests-admin-service';

/** "Tell me when it is back" requests under /api/admin/appear-requests. */
export async function appearRequestsAdminRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/appear-requests',
    {
      schema: {
        ...adminDoc,
        summary: 'Appear requests with their product; filter status=pending|notified, productId, text',
        querystring: appearRequestListQuerySchema,
        response: { 200: adminPageSchema(adminAppearRequestSchema), ...guarded },
      },
    },
    async (request) => listAppearRequestsForStaff(db, request.query),
  );

  app.get(
    '/appear-requests/:id',
    {
      schema: {
        ...adminDoc,
        summary: 'One appear request',
        params: idParamsSchema,
        response: { 200: adminAppearRequestSchema, ...guardedOne },
      },
    },
    async (request) => appearRequestForStaff(db, request.params.id),
  );

  app.delete(
    '/appear-requests/:id',
    {
      schema: {
        ...adminDoc,
        summary: 'Delete an appear request; no notice is sent for it',
        params: idParamsSchema,
        response: { 200: adminAppearRequestSchema, ...guardedOne },
      },
    },
    async (request) => deleteAppearRequest(db, staffActorOf(request), request.params.id),
  );
}
