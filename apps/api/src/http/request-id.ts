import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a proxy or the storefront gave is kept so one id follows a click through every log;
 * it lands in our logs and headers, so only a short run of safe characters is taken.
 */
const acceptable = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's `genReqId`: the caller's id when it is acceptable, otherwise a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && acceptable.test(given) ? given : randomUUID();
}

/** Every answer names its request id, so a shopper's report can be found in the logs. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
