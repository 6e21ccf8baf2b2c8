import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { acceptableRequestId, loggableUrl, requestIdHeader } from '@kartyna/domain/contracts';
import pino, { type DestinationStream, type Logger } from 'pino';
import { PAGE_CACHE_HEADER } from './page-cache';

/**
 * The storefront's log: JSON lines (pino, as the API's), one per request once it is answered,
 * with the request id. A caller's x-request-id (a proxy's) is kept when acceptable, otherwise one
 * is made; either way it goes on to the API (lib/api/server-api.ts forwards the header) and back
 * in the answer, so one id follows a click through both logs.
 */
export function createLogger(level = 'info', destination?: DestinationStream): Logger {
  return pino({ level }, destination);
}

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[requestIdHeader];
  return typeof given === 'string' && acceptableRequestId.test(given) ? given : randomUUID();
}

/** Gives the request its id (header in and out) and logs it when its answer is over. */
export function logRequest(log: Logger, req: IncomingMessage, res: ServerResponse): string {
  const id = requestIdOf(req);
  req.headers[requestIdHeader] = id;
  res.setHeader(requestIdHeader, id);
  const started = process.hrtime.bigint();
  res.once('close', () => {
    const cache = res.getHeader(PAGE_CACHE_HEADER);
    log.info(
      {
        reqId: id,
        req: { method: req.method, url: loggableUrl(req.url ?? ''), remoteAddress: req.socket.remoteAddress },
        res: { statusCode: res.statusCode },
        responseTime: Number(process.hrtime.bigint() - started) / 1e6,
        ...(typeof cache === 'string' ? { pageCache: cache } : {}),
        // An answer cut off before its end (the client went away) says so.
        ...(res.writableFinished ? {} : { aborted: true }),
      },
      'request completed',
    );
  });
  return id;
}
