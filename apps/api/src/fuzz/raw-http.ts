import { connect } from 'node:net';

/**
 * One HTTP/1.1 request over a bare socket, for the upload fuzz (issue #50): unlike fetch or
 * http.request it can declare one length and send less, half-close its side or keep the socket
 * open, and it times the answer from the last byte it sent, not from the start.
 */

export type Ending =
  /** the whole body, the socket left open for the answer */
  | 'complete'
  /** the first half of the declared body, then the client's side closed (FIN) */
  | 'half-close'
  /** the first half of the declared body, then silence with the socket open */
  | 'keep-open'
  /** the first half, then the connection reset (RST): nobody is left to answer */
  | 'reset';

export interface RawRequest {
  port: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  ending: Ending;
  /** how long to wait for an answer after the last byte before giving up */
  waitMs: number;
}

export interface RawAnswer {
  /** undefined when nothing (or no whole answer) came before the socket closed or waitMs passed */
  status?: number;
  body: string;
  /** from the last byte sent (or the FIN) to the answer's end */
  ms: number;
  /** what the socket reported (EPIPE, ECONNRESET) while the body went out, if anything */
  socketError?: string;
}

interface Parsed {
  status: number;
  body: string;
}

/** A whole answer in `data` (Content-Length bodies only: the API sends no chunked errors). */
function parseAnswer(data: Buffer, closed: boolean): Parsed | undefined {
  const split = data.indexOf('\r\n\r\n');
  if (split === -1) return undefined;
  const head = data.subarray(0, split).toString('latin1');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]);
  const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
  const body = data.subarray(split + 4);
  if (length !== undefined && body.length >= Number(length))
    return { status, body: body.subarray(0, Number(length)).toString('utf8') };
  return closed && length === undefined ? { status, body: body.toString('utf8') } : undefined;
}

export function rawRequest(request: RawRequest): Promise<RawAnswer> {
  const { body, ending } = request;
  const sent = ending === 'complete' ? body : body.subarray(0, Math.floor(body.length / 2));
  const head =
    `${request.method} ${request.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n` +
    Object.entries({ ...request.headers, 'content-length': String(body.length) })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n';
  return new Promise((resolve) => {
    const socket = connect(request.port, '127.0.0.1');
    const received: Buffer[] = [];
    let lastByteAt: number | undefined;
    let socketError: string | undefined;
    let timer: NodeJS.Timeout | undefined;
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      const parsed = parseAnswer(Buffer.concat(received), closed);
      if (!parsed && !closed) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const ms = lastByteAt === undefined ? 0 : Math.max(0, performance.now() - lastByteAt);
      resolve({ status: parsed?.status, body: parsed?.body ?? '', ms, socketError });
    };
    const armTimer = () => {
      lastByteAt ??= performance.now();
      timer = setTimeout(() => finish(true), request.waitMs);
    };
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      finish(false);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => (socketError ??= error.code ?? error.message));
    socket.on('close', () => finish(true));
    // A server that stops reading never lets the body out: that is a hang too, not a test stuck.
    const cap = setTimeout(() => finish(true), request.waitMs + 20_000);
    socket.once('close', () => clearTimeout(cap));
    socket.write(head);
    // The callback runs once the bytes are handed to the kernel: the last byte is out.
    socket.write(sent, () => {
      if (ending === 'half-close') socket.end();
      if (ending === 'reset') {
        lastByteAt = performance.now();
        socket.resetAndDestroy();
        return;
      }
      armTimer();
    });
  });
}
