import { apiErrorSchema } from '@kartyna/domain';

/**
 * What placing an order of any kind (POST /orders, POST /photo-orders) may answer besides its
 * 201: the same refusals, in the error shape, for both checkouts, so they cannot drift apart.
 */
export const placingRefusals = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
} as const;
