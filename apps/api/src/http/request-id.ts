import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { acceptableRequestId as acceptable, loggableUrl, requestIdHeader } from '@kartyna/domain/contracts';

export const REQUEST_ID_HEADER = requestIdHeader;

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

/** What fastify hands its `req` serializer (its request; typed as Node's). */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/**
 * The request as the log shows it: fastify's fields, with the values of credentials in the query
 * (a kit's `?k=`, an order's `?t=`) hidden.
 */
export function requestLogFields(request: LoggedRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
