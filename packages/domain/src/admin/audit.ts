import { z } from 'zod';
import { adminListQuery, queryDateSchema } from './list';
import { orderKinds } from '../order-lifecycle';

/**
 * Every action the API writes to the audit log (`<entity>.<verb>`). The API's `recordAudit` takes
 * only these, and the back office must have words for each: a new action is added here first.
 */
export const auditActions = [
  'auth.sign-in-locked',
  'staff.create',
  'staff.promote',
  'staff.update',
  'staff.revoke',
  'customer.bonus-adjust',
  'product.create',
  'product.update',
  'product.delete',
  'product.stock',
  'product.bulk-price',
  'product.bulk-labels',
  'product.import',
  'product.marketplaces',
  'category.create',
  'category.update',
  'category.move',
  'category.delete',
  'size.create',
  'size.update',
  'size.move',
  ...orderKinds.flatMap((kind) =>
    (['status', 'status.undo', 'waybill', 'note', 'refund'] as const).map(
      (verb) => `${kind}.${verb}` as const,
    ),
  ),
  'fiscal-receipt.retry',
  'promotion.create',
  'promotion.update',
  'promotion.pause',
  'promotion.resume',
  'promotion.delete',
  'testimonial.update',
  'testimonial.approve',
  'testimonial.hide',
  'testimonial.unpublish',
  'testimonial.delete',
  'client-work.create',
  'client-work.update',
  'client-work.reorder',
  'client-work.delete',
  'contact-message.handle',
  'contact-message.unhandle',
  'contact-message.reply',
  'appear-request.delete',
  'seo-data.update',
  'common-variable.update',
  'page-text.update',
  'page-text.delete',
] as const;
export type AuditAction = (typeof auditActions)[number];

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
