import { connect } from 'node:net';
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

/**
 * Issue #23: a refusal that closes the connection must say so and reach the client. Node
 * answered a 431 itself ({"error":…}, no `Connection: close`) and dropped the socket, and a 2 MB
 * JSON body got its 413 while still being sent: the connection was reset, the client saw EPIPE.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t?.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** the socket's error (ECONNRESET, EPIPE), if any */
  error?: string;
}

/** Sends `head` and `body` on one keep-alive connection and reads until the server closes it. */
function rawExchange(head: string, body = Buffer.alloc(0)): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let error: string | undefined;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('the server neither answered nor closed in 10 s'));
    }, 10_000);
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const [top = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n'), error });
    });
    // The body goes out in pieces, as over a real network: the client is still sending when
    // the server decides, which is when an early close resets the connection.
    void (async () => {
      socket.write(head);
      for (let at = 0; at < body.length && !socket.destroyed; at += 64 * 1024) {
        socket.write(body.subarray(at, at + 64 * 1024));
        await sleep(1);
      }
    })();
  });
}

/** A request on a fresh connection, as a client does after `Connection: close`. */
async function freshGet(): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/health/live`);
  return res.status;
}

describe('a 431 (headers past 16 KB)', () => {
  it('is answered in the API shape with Connection: close, never reset; a new connection works', async () => {
    for (let i = 0; i < 5; i += 1) {
      const answer = await rawExchange(
        `GET /api/server/products?search=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n`,
      );
      expect(answer.error).toBeUndefined();
      expect(answer.status).toBe(431);
      expect(answer.headers.connection).toBe('close');
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({ message: 'invalid_data', statusCode: 431 });
      expect(await freshGet()).toBe(200);
    }
  });

  it('a keep-alive client gets the 431, then its next request on a new socket', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    const send = (path: string) =>
      new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
          );
        });
        req.on('socket', (s) => sockets.add(s));
        req.on('error', reject);
        req.end();
      });
    try {
      const refused = await send(`/api/server/products?search=${'b'.repeat(100_000)}`);
      expect(refused).toMatchObject({ status: 431, connection: 'close' });
      expect(JSON.parse(refused.body)).toEqual({ message: 'invalid_data', statusCode: 431 });
      expect((await send('/health/live')).status).toBe(200);
      expect(sockets.size).toBe(2);
    } finally {
      agent.destroy();
    }
  });
});

describe('a body past its limit', () => {
  // The upload routes refuse a JSON body (415) before any parser reads it (issue #50): a JSON route.
  it('a 2 MB JSON body to sign-in: 413 in the API shape with Connection: close, never reset', async () => {
    const body = Buffer.from(JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }));
    for (let i = 0; i < 5; i += 1) {
      const answer = await rawExchange(
        'POST /api/server/auth/login HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n' +
          `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        body,
      );
      expect(answer.error).toBeUndefined();
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toEqual({ message: 'payload_too_large', statusCode: 413 });
      expect(await freshGet()).toBe(200);
    }
  });

  it('the same body sent in chunks (no length given): 413, never reset', async () => {
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    const size = chunk.length.toString(16);
    const chunked = Buffer.concat([
      ...Array.from({ length: 8 }, () =>
        Buffer.concat([Buffer.from(`${size}\r\n`), chunk, Buffer.from('\r\n')]),
      ),
      Buffer.from('0\r\n\r\n'),
    ]);
    const answer = await rawExchange(
      'POST /api/server/contact-messages HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n' +
        'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      chunked,
    );
    expect(answer.error).toBeUndefined();
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body.replace(/^[0-9a-f]+\r\n|\r\n0\r\n\r\n$/g, ''))).toEqual({
      message: 'payload_too_large',
      statusCode: 413,
    });
  });

  it('a 21 MB photo upload: 413 in the API shape with Connection: close, never reset', async () => {
    const boundary = 'kartyna-test-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="huge.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      Buffer.alloc(21 * 1024 * 1024),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await rawExchange(
      'POST /api/server/image-upload HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n' +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(answer.error).toBeUndefined();
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({ message: 'payload_too_large', statusCode: 413 });
  });
});
