import { request as httpRequest, Agent, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { staffHeaders } from '../orders/lifecycle-test-kit';
import { imagePart, multipart, solid, type Part } from './test-images';

/**
 * A refused upload must not jam its keep-alive connection (issue #18): answering before the
 * multipart stream is read used to leave the body unread, so the next request on the same
 * socket was never parsed and the socket hung until the server's timeout.
 */
let t: TestApp;
let base: string;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  staff = (await staffHeaders(t)).headers;
});
afterAll(async () => t?.close());

interface Answer {
  status: number;
  body: string;
  socketNo: number;
}

/** One keep-alive socket at a time; `socketNo` counts the sockets the agent opened so far. */
function keepAliveClient() {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let opened = 0;
  agent.on('free', () => undefined);
  const send = (method: string, path: string, headers: Record<string, string>, body?: Buffer) =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(`${base}${path}`, { method, headers, agent }, (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), socketNo: opened }),
        );
      });
      req.on('socket', (socket) => {
        if (!(socket as { counted?: boolean }).counted) {
          (socket as { counted?: boolean }).counted = true;
          opened += 1;
        }
      });
      // The request must not wait for the server's 73 s idle timeout to learn it is stuck.
      req.setTimeout(5000, () => req.destroy(new Error(`${method} ${path}: no answer in 5 s`)));
      req.on('error', reject);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

async function refusedThenNext(path: string, parts: Part[], headers: Record<string, string> = {}) {
  const client = keepAliveClient();
  try {
    const body = multipart(parts);
    const refused = await client.send('POST', path, { ...headers, ...body.headers }, body.payload);
    const started = Date.now();
    const next = await client.send('GET', '/api/server/content/categories-tree', {});
    return { refused, next, ms: Date.now() - started };
  } finally {
    client.close();
  }
}

// Big enough not to fit in the socket buffers, so an unread rest really stalls the socket.
const bulk = () => randomBytes(2 * 1024 * 1024);

describe('a refused upload keeps its keep-alive connection usable', () => {
  it('a file in the wrong field (image-upload): 400, then the next request on the same socket', async () => {
    const r = await refusedThenNext('/api/server/image-upload', [
      { name: 'file', filename: 'photo.png', contentType: 'image/png', data: bulk() },
    ]);
    expect(r.refused.status).toBe(400);
    expect(JSON.parse(r.refused.body)).toMatchObject({ message: 'invalid_data', statusCode: 400 });
    expect(r.next.status).toBe(200);
    expect(r.ms).toBeLessThan(1000);
    expect(r.next.socketNo).toBe(1);
  });

  it('two files (image-upload): 400 invalid_data, and the socket serves the next request', async () => {
    const photo = await solid(64, 48).jpeg().toBuffer();
    const r = await refusedThenNext('/api/server/image-upload', [
      imagePart(photo),
      { name: 'image', filename: 'second.jpg', contentType: 'image/jpeg', data: bulk() },
    ]);
    expect(r.refused.status).toBe(400);
    expect(JSON.parse(r.refused.body)).toMatchObject({ message: 'invalid_data', statusCode: 400 });
    expect(r.next.status).toBe(200);
    expect(r.ms).toBeLessThan(1000);
    expect(r.next.socketNo).toBe(1);
  });

  it('not a picture (image-upload): refused, and the socket serves the next request', async () => {
    const r = await refusedThenNext('/api/server/image-upload', [
      { name: 'image', filename: 'photo.png', contentType: 'image/png', data: bulk() },
    ]);
    expect(r.refused.status).toBeGreaterThanOrEqual(400);
    expect(r.refused.status).toBeLessThan(500);
    expect(r.next.status).toBe(200);
    expect(r.ms).toBeLessThan(1000);
    expect(r.next.socketNo).toBe(1);
  });

  it('a file past 20 MB: 413, and the next request is answered at once', async () => {
    const r = await refusedThenNext('/api/server/image-upload', [
      {
        name: 'image',
        filename: 'huge.jpg',
        contentType: 'image/jpeg',
        data: Buffer.alloc(21 * 1024 * 1024),
      },
    ]);
    expect(r.refused.status).toBe(413);
    expect(r.next.status).toBe(200);
    expect(r.ms).toBeLessThan(1000);
  });

  it('the back office upload with a wrong field: 400, then the next request on the same socket', async () => {
    const r = await refusedThenNext(
      '/api/admin/uploads',
      [{ name: 'image', filename: 'photo.png', contentType: 'image/png', data: bulk() }],
      staff,
    );
    expect(r.refused.status).toBe(400);
    expect(r.next.status).toBe(200);
    expect(r.ms).toBeLessThan(1000);
    expect(r.next.socketNo).toBe(1);
  });

  it('a CSV import refused in its first line: 400 invalid_csv, the rest read, the socket serves the next request', async () => {
    const csv = Buffer.concat([Buffer.from('just;some;columns\r\n'), Buffer.alloc(2 * 1024 * 1024, 0x61)]);
    const r = await refusedThenNext(
      '/api/admin/products/import',
      [{ name: 'file', filename: 'a.csv', contentType: 'text/csv', data: csv }],
      staff,
    );
    expect(r.refused.status).toBe(400);
    expect(JSON.parse(r.refused.body)).toMatchObject({ message: 'invalid_csv', statusCode: 400 });
    expect(r.next.status).toBe(200);
    expect(r.ms).toBeLessThan(1000);
    expect(r.next.socketNo).toBe(1);
  });

  it('a CSV import broken a megabyte in: 400 invalid_csv, and the socket serves the next request', async () => {
    const header = 'article;nameUa;nameRu;price;stock;category;subject;size;difficulty\r\n';
    const csv = Buffer.concat([
      Buffer.from(header + '\r\n'.repeat(512 * 1024) + '"A-1"x;А;Б;1;1;a;animals;40x50;2\r\n'),
      Buffer.alloc(1024 * 1024, 0x61),
    ]);
    const r = await refusedThenNext(
      '/api/admin/products/import',
      [{ name: 'file', filename: 'a.csv', contentType: 'text/csv', data: csv }],
      staff,
    );
    expect(r.refused.status).toBe(400);
    expect(JSON.parse(r.refused.body)).toMatchObject({ message: 'invalid_csv', statusCode: 400 });
    expect(r.next.status).toBe(200);
    expect(r.ms).toBeLessThan(1000);
    expect(r.next.socketNo).toBe(1);
  });

  it('a CSV import of two files: 400, then the next request on the same socket', async () => {
    const r = await refusedThenNext(
      '/api/admin/products/import',
      [
        { name: 'file', filename: 'a.csv', contentType: 'text/csv', data: 'article;nameUa\n' },
        { name: 'file', filename: 'b.csv', contentType: 'text/csv', data: bulk() },
      ],
      staff,
    );
    expect(r.refused.status).toBe(400);
    expect(r.next.status).toBe(200);
    expect(r.ms).toBeLessThan(1000);
    expect(r.next.socketNo).toBe(1);
  });
});
