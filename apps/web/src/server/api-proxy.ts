import {
  Agent,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  request,
  type ServerResponse,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/** What the browser reaches on the storefront's origin but the API answers (see src/proxy.ts). */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return (
    path.startsWith('/api/server/') ||
    path.startsWith(FEEDS) ||
    path.startsWith('/api/admin/') ||
    path === '/admin' ||
    path.startsWith('/admin/')
  );
}

/** Marketplace feeds live on the shop's own address (issue #45); the API makes them. */
const FEEDS = '/feeds/';

/** The API's path of a storefront path: `/feeds/<file>` is the API's `/api/server/feeds/<file>`. */
export const apiPathOf = (url: string): string => (url.startsWith(FEEDS) ? `/api/server${url}` : url);

// Hop-by-hop: they describe one connection, not the message (RFC 9110 §7.6.1).
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

function endToEnd(headers: IncomingMessage['headers']): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !hopByHop.has(name)) kept[name] = value;
  }
  return kept;
}

// JSON, the back office's HTML and scripts; not an event stream (it must flow as written).
const compressible =
  /^(application\/(json|javascript|xml)|text\/(html|css|javascript|plain|csv|xml)|image\/svg\+xml)/;
const worthPacking = 1024;

/** An encoder for an answer the caller can take compressed and the API sent as it is. */
function encoderFor(req: IncomingMessage, answer: IncomingMessage) {
  const length = answer.headers['content-length'];
  if (
    req.method === 'HEAD' ||
    answer.headers['content-encoding'] ||
    !compressible.test(answer.headers['content-type'] ?? '') ||
    (length !== undefined && Number(length) < worthPacking)
  ) {
    return null;
  }
  const accepted = String(req.headers['accept-encoding'] ?? '');
  // Quality 4: most of brotli's gain at gzip's speed, for answers made afresh on each call. Each
  // piece the API sends is flushed on, so an answer it streams (an export) is not held back.
  if (/\bbr\b/.test(accepted)) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 4 };
    return { name: 'br', stream: createBrotliCompress({ params, flush: constants.BROTLI_OPERATION_FLUSH }) };
  }
  if (/\bgzip\b/.test(accepted)) {
    return { name: 'gzip', stream: createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH }) };
  }
  return null;
}

const unreachable = JSON.stringify({
  message: 'Сервер магазину зараз не відповідає. Спробуйте ще раз за хвилину.',
  statusCode: 502,
});

/**
 * Passes API calls from the browser on to the API, streamed both ways, before Next sees them,
 * and compresses what the API sends as it is (Next's own proxy did, through its compression).
 * Next's own rewrite (src/proxy.ts, still used by `next dev`) buffered each request body in
 * memory, cut every answer off after 30 s (a big catalogue import through the back office) and
 * left 11 'close' listeners on each response, one warning per API call in the log.
 *
 * The API trusts this process (loopback): it gets the caller's address appended to
 * X-Forwarded-For, so a browser cannot choose the address its rate limits count; the host it
 * asked for; and the port and scheme it used, unless a load balancer in front already said them.
 */
export function createApiProxy(apiUrl: string) {
  const target = new URL(apiUrl);
  const secure = target.protocol === 'https:';
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new Agent({ keepAlive: true });
  const send = secure ? httpsRequest : request;

  return function proxyApi(req: IncomingMessage, res: ServerResponse, port: number): void {
    const headers = endToEnd(req.headers);
    const caller = req.socket.remoteAddress ?? '';
    const forwardedFor = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwardedFor ? `${String(forwardedFor)}, ${caller}` : caller;
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers['x-forwarded-port'] ??= String(port);
    headers['x-forwarded-proto'] ??= 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
    headers.host = target.host;

    const upstream = send({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: apiPathOf(req.url ?? '/'),
      headers,
      agent,
    });
    const fail = () => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(unreachable);
    };
    upstream.on('error', fail);
    upstream.on('response', (answer) => {
      answer.on('error', () => res.destroy());
      const answerHeaders = endToEnd(answer.headers);
      const encoder = encoderFor(req, answer);
      if (encoder) {
        delete answerHeaders['content-length'];
        answerHeaders['content-encoding'] = encoder.name;
        const vary = answerHeaders.vary;
        answerHeaders.vary = vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding';
      }
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeaders);
      if (encoder) answer.pipe(encoder.stream.on('error', () => res.destroy())).pipe(res);
      else answer.pipe(res);
    });
    // The caller gone (a closed tab, a cancelled upload): stop the API's work on it too.
    res.once('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.on('error', () => upstream.destroy());
    req.pipe(upstream);
  };
}
