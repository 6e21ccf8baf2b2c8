import {
  adminPageSchema,
  apiErrorSchema,
  auditEntrySchema,
  auditListQuerySchema,
  idParamsSchema,
} from '@kartyna/domain';
import { adminOnly, staffSecurity } from '../../http/auth-guard';
import { notFound } from '../../http/app-error';
import type { App } from '../../types';
import { findAuditEntry, listAuditEntries } from './audit-repository';

const guarded = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The audit log, under /api/admin: admins only, read only. */
export default async function auditRoutes(app: App): Promise<void> {
  app.get(
    '/audit-log',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Browse the audit log, newest first',
        security: staffSecurity,
        querystring: auditListQuerySchema,
        response: { 200: adminPageSchema(auditEntrySchema), ...guarded },
      },
    },
    async (request) => listAuditEntries(app.deps.db, request.query),
  );

  app.get(
    '/audit-log/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'One audit entry with the row before and after',
        security: staffSecurity,
        params: idParamsSchema,
        response: { 200: auditEntrySchema, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request) => {
      const entry = await findAuditEntry(app.deps.db, request.params.id);
      if (!entry) throw notFound();
      return entry;
    },
  );
}
