import { z } from 'zod';
import { adminListQuery, queryDateSchema } from './list';

/** One entry of the audit log: who changed what, when, and the row before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorUserId: z.number().int().nullable(),
  actorMail: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = adminListQuery(['id', 'createdAt'], 'id').extend({
  entity: z.string().trim().max(50).optional(),
  entityId: z.string().trim().max(50).optional(),
  actorUserId: z.coerce.number().int().positive().optional(),
  action: z.string().trim().max(80).optional(),
  from: queryDateSchema.optional(),
  to: queryDateSchema.optional(),
});
