import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { staffOrderRefParamsSchema, type OrderRef } from '@kartyna/domain';

/** Where the staff route family is mounted: its own paths, or the photo orders' paths of the last release. */
export interface StaffOrderPaths {
  path: (suffix: string) => string;
  /** what a route reads from its path: which order, of which kind */
  params: z.ZodType<{ orderRef: OrderRef }, unknown>;
  /** the tracking route is new with the family: the old photo paths never had it */
  withTracking: boolean;
  /** run before each route's handler (the old paths say they are going) */
  onRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/** `/api/admin/orders/12/status`, `/api/admin/orders/photo-3/status`: every kind, one family. */
export const familyPaths: StaffOrderPaths = {
  path: (suffix) => `/orders/:orderRef${suffix}`,
  params: staffOrderRefParamsSchema,
  withTracking: true,
};
