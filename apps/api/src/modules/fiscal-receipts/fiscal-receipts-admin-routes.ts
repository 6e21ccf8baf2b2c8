import { z } from 'zod';
import { apiErrorSchema, staffFiscalReceiptSchema } from '@kartyna/domain';
import { staffSecurity } from '../../http/auth-guard';
import type { App } from '../../types';
import { staffActorOf } from '../audit/audit-log';
import { retryFailedReceipt } from './fiscal-receipts-service';

const params = z.object({ id: z.uuid({ error: 'not_found' }) });

/** POST /api/admin/fiscal-receipts/:id/retry: a receipt the register refused, made again (issue #44). */
export default async function fiscalReceiptsAdminRoutes(app: App): Promise<void> {
  app.post(
    '/fiscal-receipts/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send a refused fiscal receipt to the register again, as a new receipt',
        security: staffSecurity,
        params,
        response: {
          200: staffFiscalReceiptSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) =>
      retryFailedReceipt(app.deps.db, app.deps.fiscal, request.params.id, staffActorOf(request)),
  );
}
