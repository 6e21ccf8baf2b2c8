import { z } from 'zod';
import {
  apiErrorSchema,
  photoOrderCreatedSchema,
  photoOrderInputSchema,
  photoOrderSchema,
} from '@kartyna/domain';
import { optionalUser, requireUser, userOf } from '../../http/auth-guard';
import { idempotencyHeadersSchema, idempotent } from '../../http/idempotency';
import type { App } from '../../types';
import { placingRefusals } from '../order-pipeline/placing-answers';
import { placingRateLimit } from '../order-pipeline/placing-rate-limit';
import { assertPaymentTypeAvailable } from '../payments/online-payment';
import { uploadOwnerOf } from '../uploads/upload-owner';
import { listUserPhotoOrders, placePhotoOrder } from './photo-orders-service';

export default async function photoOrdersRoutes(app: App): Promise<void> {
  app.post(
    '/photo-orders',
    {
      config: { rateLimit: placingRateLimit },
      preHandler: optionalUser,
      schema: {
        tags: ['photo-orders'],
        summary: 'Order pictures painted from uploaded photos (upload each photo first: POST /image-upload)',
        headers: idempotencyHeadersSchema,
        body: photoOrderInputSchema,
        response: { 201: photoOrderCreatedSchema, ...placingRefusals },
      },
    },
    async (request, reply) => {
      assertPaymentTypeAvailable(app.deps.payments, request.body.paymentType);
      // A retried "order" (the answer was lost on a bad network) must not paint the picture twice.
      return idempotent(request, reply, { namespace: 'photo-orders' }, async (tx) => ({
        statusCode: 201,
        body: await placePhotoOrder(
          app.deps,
          request.body,
          request.currentUser?.id ?? null,
          uploadOwnerOf(request),
          tx,
        ),
      }));
    },
  );

  app.get(
    '/photo-orders',
    {
      preHandler: requireUser,
      schema: {
        tags: ['photo-orders'],
        summary: "The signed-in user's photo orders, newest first",
        response: { 200: z.array(photoOrderSchema), 401: apiErrorSchema },
      },
    },
    async (request) => listUserPhotoOrders(app.deps, userOf(request).id),
  );
}
