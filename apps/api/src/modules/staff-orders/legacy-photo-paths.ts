import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idSchema } from '@kartyna/domain';
import type { StaffOrderPaths } from './staff-order-paths';

/*
 * Before the one route family, a photo order's staff routes were `/api/admin/photo-orders/:id/…`
 * (the order, status, status/undo, waybill, note, refund). They answer as before for this one
 * release, so a back office still open in a tab from the last one keeps working through an
 * upgrade, and each answer says where the route went (RFC 9745 Deprecation, RFC 8594 Sunset, a
 * successor-version link). The next release deletes this file and its registration.
 */

/** The day the photo paths were deprecated (the family's release), as RFC 9745's `@seconds`. */
export const photoPathsDeprecatedAt = new Date('2026-12-07T00:00:00Z');
/** The day after which they may be gone: the release after the family's. */
export const photoPathsSunset = new Date('2027-03-01T00:00:00Z');

/** `/api/admin/photo-orders/3/status` → `/api/admin/orders/photo-3/status` */
export const successorOf = (url: string): string =>
  (url.split('?')[0] ?? '').replace('/photo-orders/', '/orders/photo-');

export const legacyPhotoPaths: StaffOrderPaths = {
  path: (suffix) => `/photo-orders/:id${suffix}`,
  params: z
    .object({ id: idSchema })
    .transform(({ id }) => ({ orderRef: { kind: 'photo-order' as const, id } })),
  withTracking: false,
  async onRequest(request: FastifyRequest, reply: FastifyReply) {
    request.log.info({ successor: successorOf(request.url) }, 'a deprecated photo-order path was used');
    reply
      .header('Deprecation', `@${Math.floor(photoPathsDeprecatedAt.getTime() / 1000)}`)
      .header('Sunset', photoPathsSunset.toUTCString())
      .header('Link', `<${successorOf(request.url)}>; rel="successor-version"`);
  },
};
