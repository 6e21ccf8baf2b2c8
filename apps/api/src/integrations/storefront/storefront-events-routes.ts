import { STOREFRONT_EVENTS_PATH, STOREFRONT_SIGNATURE_HEADER, verifyStorefrontCall } from '@kartyna/domain';
import type { App } from '../../types';
import type { StorefrontEvents } from './storefront-cache';

/**
 * GET /api/internal/storefront-cache/events: the stream each storefront's server holds open to
 * learn which cached pages went stale (issue #28). Signed with STOREFRONT_SECRET over the path
 * (`x-kartyna-signature`, checked in constant time, at most five minutes old); without the
 * secret the stream does not exist. Outside /api/server, so the public proxy need not pass it on.
 */
export function storefrontEventsRoutes(events: StorefrontEvents, secret: string | undefined) {
  return async (app: App): Promise<void> => {
    app.get(STOREFRONT_EVENTS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!secret) return reply.status(404).send({ message: 'not_found', statusCode: 404 });
      const signature = request.headers[STOREFRONT_SIGNATURE_HEADER];
      const signed = typeof signature === 'string' ? signature : null;
      if (!(await verifyStorefrontCall(secret, STOREFRONT_EVENTS_PATH, signed))) {
        return reply.status(401).send({ message: 'unauthorized', statusCode: 401 });
      }
      // The stream is written by hand from here on; fastify's reply is done with.
      reply.hijack();
      events.subscribe(reply.raw);
      request.log.info({ subscribers: events.subscribers }, '[storefront] subscribed to expiries');
    });
  };
}
