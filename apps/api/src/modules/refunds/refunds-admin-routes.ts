import { z } from 'zod';
import {
  apiErrorSchema,
  idSchema,
  refundAnswerSchema,
  refundInputSchema,
  type OrderKind,
} from '@kartyna/domain';
import { staffSecurity } from '../../http/auth-guard';
import { idempotencyHeadersSchema, idempotent } from '../../http/idempotency';
import { notFound } from '../../http/app-error';
import type { App } from '../../types';
import { staffActorOf } from '../audit/audit-log';
import { staffMoneyBackOf } from './order-money-back';
import { askNow, createRefund } from './refunds-service';

const params = z.object({ id: idSchema });
const answers = {
  200: refundAnswerSchema,
  201: refundAnswerSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

/**
 * POST /api/admin/orders/:id/refund and /photo-orders/:id/refund (issue #44): staff give back
 * part or all of an online payment. The refund is recorded (and, with Idempotency-Key, a retry
 * answers it again instead of a second one), then the provider is asked at once; an outage
 * leaves it pending for the worker to retry.
 */
export default async function refundsAdminRoutes(app: App): Promise<void> {
  const paths: Record<OrderKind, string> = {
    order: '/orders/:id/refund',
    'photo-order': '/photo-orders/:id/refund',
  };
  for (const kind of ['order', 'photo-order'] as const) {
    app.post(
      paths[kind],
      {
        schema: {
          tags: ['admin'],
          summary: `Give money back for a ${kind === 'order' ? 'shop order' : 'photo order'} through its payment provider`,
          security: staffSecurity,
          params,
          headers: idempotencyHeadersSchema,
          body: refundInputSchema,
          response: answers,
        },
      },
      async (request, reply) => {
        const subject = { kind, id: request.params.id };
        const { refundId } = await idempotent(
          request,
          reply,
          { namespace: `${kind}-refund:${subject.id}` },
          async (tx) => {
            const refund = await createRefund(tx, subject, request.body, staffActorOf(request));
            return { statusCode: 201, body: { refundId: refund.id } };
          },
        );
        await askNow(app.deps, refundId, request.log, () => app.metrics.jobFailed('refund'));
        const moneyBack = await staffMoneyBackOf(app.deps.db, subject);
        const refund = moneyBack.refunds.find((r) => r.id === refundId);
        if (!refund) throw notFound('not_found');
        return { ...moneyBack, refund };
      },
    );
  }
}
