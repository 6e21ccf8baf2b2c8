import { z } from 'zod';
import {
  apiErrorSchema,
  customerOrderSchema,
  idSchema,
  orderInputSchema,
  orderPlacedSchema,
} from '@kartyna/domain';
import { optionalUser, requireUser, userOf } from '../../http/auth-guard';
import { idempotencyHeadersSchema, idempotent } from '../../http/idempotency';
import type { App } from '../../types';
import { placingRefusals } from '../order-pipeline/placing-answers';
import { placingRateLimit } from '../order-pipeline/placing-rate-limit';
import { assertPaymentTypeAvailable } from '../payments/online-payment';
import { orderOfUser, ordersOfUser } from './customer-orders';
import { placeOrder } from './orders-service';

export default async function ordersRoutes(app: App): Promise<void> {
  app.post(
    '/orders',
    {
      config: { rateLimit: placingRateLimit },
      preHandler: optionalUser,
      schema: {
        tags: ['orders'],
        summary: 'Place an order (guest or signed in); prices and totals come from the database',
        headers: idempotencyHeadersSchema,
        body: orderInputSchema,
        response: { 201: orderPlacedSchema, ...placingRefusals },
      },
    },
    async (request, reply) => {
      assertPaymentTypeAvailable(app.deps.payments, request.body.paymentType);
      // The order, its stock movement and the stored answer commit in one transaction.
      return idempotent(request, reply, { namespace: 'orders' }, async (tx) => ({
        statusCode: 201,
        body: await placeOrder(app.deps, request.body, request.currentUser, tx),
      }));
    },
  );

  app.get(
    '/orders',
    {
      preHandler: requireUser,
      schema: {
        tags: ['orders'],
        summary: "The signed-in user's orders, newest first",
        security: [{ bearer: [] }, { cookie: [] }],
        response: { 200: z.array(customerOrderSchema), 401: apiErrorSchema },
      },
    },
    async (request) => ordersOfUser(app.deps.db, userOf(request).id, app.deps.payments !== null),
  );

  app.get(
    '/orders/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['orders'],
        summary: "One of the signed-in user's orders",
        security: [{ bearer: [] }, { cookie: [] }],
        params: z.object({ id: idSchema }),
        response: { 200: customerOrderSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      orderOfUser(app.deps.db, userOf(request).id, request.params.id, app.deps.payments !== null),
  );
}
