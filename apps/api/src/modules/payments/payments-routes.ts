import { z } from 'zod';
import {
  ORDER_TOKEN_HEADER,
  apiErrorSchema,
  idSchema,
  orderSummarySchema,
  paymentSchema,
  paymentStateSchema,
  preparePaymentSchema,
} from '@kartyna/domain';
import { badRequest } from '../../http/app-error';
import { optionalUser } from '../../http/auth-guard';
import type { App } from '../../types';
import { rawBodyOf, registerRawBodyParsers } from './raw-body';
import { orderSummary } from './order-access';
import { applyCallback, paymentState, preparePayment } from './payments-service';
import { registerSandboxRoutes } from './sandbox-routes';

export default async function paymentsRoutes(app: App): Promise<void> {
  registerRawBodyParsers(app);

  // Shop orders and photo orders are numbered apart: each kind has its own pair of routes.
  for (const kind of ['order', 'photo-order'] as const) {
    const base = kind === 'order' ? '/orders' : '/photo-orders';
    const what = kind === 'order' ? 'an order' : 'a photo order';
    app.post(
      `${base}/prepare-payment`,
      {
        // Each call writes a payments row; only the owner or the order token's holder gets that far.
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        preHandler: optionalUser,
        schema: {
          tags: ['payments'],
          summary: `Start the online payment of ${what}; answers where to send the payer`,
          body: preparePaymentSchema,
          response: {
            200: paymentSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            502: apiErrorSchema,
          },
        },
      },
      async (request) =>
        preparePayment(
          app.deps,
          request.body,
          request.currentUser,
          request.log,
          kind,
          // Fastify reads X-Forwarded-Proto/-Host only from a proxy TRUST_PROXY trusts.
          `${request.protocol}://${request.host}`,
        ),
    );

    app.get(
      `${base}/:id/summary`,
      {
        // Tokens are 256 random bits; the limit only keeps id walking from costing us queries.
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
        preHandler: optionalUser,
        schema: {
          tags: [kind === 'order' ? 'orders' : 'photo-orders'],
          summary: `Where ${what} stands and whether it can be paid now: for its owner or its token's holder`,
          params: z.object({ id: idSchema }),
          headers: z.object({ [ORDER_TOKEN_HEADER]: z.string().max(200).optional() }),
          response: { 200: orderSummarySchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) =>
        orderSummary(
          app.deps,
          { kind, id: request.params.id },
          request.currentUser,
          request.headers[ORDER_TOKEN_HEADER],
        ),
    );
  }

  app.post(
    '/payments/callback',
    {
      schema: {
        tags: ['payments'],
        summary:
          "The provider's server-to-server callback: LiqPay's form post of data and signature, or Monobank's JSON webhook signed in X-Sign",
        // Only the raw bytes count (the provider verifies them); this just documents the shapes.
        body: z
          .union([
            z.object({ data: z.string().optional(), signature: z.string().optional() }),
            z.looseObject({ invoiceId: z.string(), status: z.string() }),
          ])
          .optional(),
        response: {
          200: z.object({ ok: z.literal(true) }),
          400: apiErrorSchema,
          404: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const rawBody = rawBodyOf(request);
      if (!rawBody) {
        request.log.warn('payment callback refused: neither a form nor a JSON post');
        throw badRequest('invalid_data');
      }
      await applyCallback(app.deps, { rawBody, headers: request.headers }, request.log);
      return { ok: true as const };
    },
  );

  app.get(
    '/payments/:paymentId',
    {
      schema: {
        tags: ['payments'],
        summary: 'The state of a payment, for the thank-you page to poll',
        params: z.object({ paymentId: z.string().min(1).max(100) }),
        response: { 200: paymentStateSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => paymentState(app.deps.db, request.params.paymentId),
  );

  registerSandboxRoutes(app);
}
