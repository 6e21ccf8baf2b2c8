import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** How long a connection the HTTP parser refused may stay open for the client to read its answer. */
const LINGER_MS = 2000;

const answered = new WeakSet<Socket>();

/** What Node's HTTP parser refused before any route saw a request, as the status a client understands. */
function statusOf(error: Error & { code?: string }): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused (headers or URL past
 * 16 KB, a malformed request line, a request that took too long) is answered in the API's
 * shape with `Connection: close`. The default wrote `{"error":…}` without that header and
 * destroyed the socket at once, so a keep-alive client sent its next request into a closed
 * connection, and a client still sending its over-long headers was reset before it could read
 * the answer. So our side ends after the answer, the rest the client sends is read into
 * nothing, and the socket goes when the client closes its side (or after LINGER_MS).
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one to answer; a socket already answered gets its error again
  // for every further piece of the refused request.
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  const statusCode = statusOf(error);
  const body = JSON.stringify({ message: 'invalid_data', statusCode });
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  const linger = setTimeout(() => socket.destroy(), LINGER_MS);
  linger.unref();
  socket.once('close', () => clearTimeout(linger));
  socket.once('end', () => socket.destroy());
  socket.on('data', () => undefined);
  socket.resume();
}
