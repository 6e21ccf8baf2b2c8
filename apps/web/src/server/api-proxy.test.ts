import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPathOf, createApiProxy, isApiPath } from './api-proxy';

const servers: Server[] = [];
const warnings: string[] = [];
const onWarning = (w: Error) => warnings.push(w.name);
beforeAll(() => void process.on('warning', onWarning));
afterAll(() => void process.off('warning', onWarning));
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const stop = () => new Promise<void>((r) => server.close(() => r()));
  return { base: `http://127.0.0.1:${port}`, host: `127.0.0.1:${port}`, port, stop };
}

/** A stand-in API that answers what it was asked, and the storefront's server passing it on. */
async function storefrontBeside(api: (req: IncomingMessage, res: ServerResponse) => void) {
  const upstream = await listen(api);
  const proxy = createApiProxy(upstream.base);
  let closeListeners = 0;
  const front = await listen((req, res) => {
    // As many of our own as main.ts puts on a response (request log, metrics, drain).
    for (let i = 0; i < 3; i += 1) res.once('close', () => undefined);
    res.once('finish', () => (closeListeners = Math.max(closeListeners, res.listenerCount('close'))));
    proxy(req, res, 3000);
  });
  return { front: front.base, frontHost: front.host, upstream, closeListeners: () => closeListeners };
}

const echo = (req: IncomingMessage, res: ServerResponse) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('set-cookie', ['access_token=a; HttpOnly; Path=/', 'csrf_token=b; Path=/']);
    const body = Buffer.concat(chunks);
    res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, bytes: body.length }));
  });
};

describe('the API proxy of the storefront', () => {
  it('knows the API’s paths from the pages’', () => {
    for (const path of [
      '/api/server/products?page=1',
      '/api/admin/orders',
      '/admin',
      '/admin/orders/3',
      '/admin?x=1',
      '/feeds/rozetka.xml',
    ]) {
      expect(isApiPath(path)).toBe(true);
    }
    for (const path of [
      '/',
      '/administration',
      '/api/storefront-cache',
      '/api/serverx',
      '/catalog?q=/admin/',
      '/feeds',
      '/catalog?q=/feeds/',
    ]) {
      expect(isApiPath(path)).toBe(false);
    }
  });

  it('hands /feeds/<file> to the API as /api/server/feeds/<file>', async () => {
    const { front } = await storefrontBeside(echo);
    const seen = (await (await fetch(`${front}/feeds/prom.xml?x=1`)).json()) as { url: string };
    expect(seen.url).toBe('/api/server/feeds/prom.xml?x=1');
    expect(apiPathOf('/catalog')).toBe('/catalog');
  });

  it('passes method, path, query, body, cookies and every set-cookie, and says who asked', async () => {
    const { front, frontHost, upstream } = await storefrontBeside(echo);
    const answer = await fetch(`${front}/api/server/orders?x=1&q=%D0%B0`, {
      method: 'POST',
      headers: {
        cookie: 'c=3',
        'content-type': 'application/json',
        'x-request-id': 'r-1',
      },
      body: JSON.stringify({ comment: 'Картина'.repeat(1000) }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie()).toEqual([
      'access_token=a; HttpOnly; Path=/',
      'csrf_token=b; Path=/',
    ]);
    const seen = (await answer.json()) as {
      method: string;
      url: string;
      bytes: number;
      headers: Record<string, string>;
    };
    expect(seen).toMatchObject({ method: 'POST', url: '/api/server/orders?x=1&q=%D0%B0' });
    expect(seen.bytes).toBe(Buffer.byteLength(JSON.stringify({ comment: 'Картина'.repeat(1000) })));
    expect(seen.headers).toMatchObject({
      host: `127.0.0.1:${upstream.port}`,
      cookie: 'c=3',
      'x-request-id': 'r-1',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-host': frontHost,
      'x-forwarded-port': '3000',
      'x-forwarded-proto': 'http',
    });
  });

  it('appends the caller’s address to a forwarded-for it was sent, and keeps a balancer’s scheme', async () => {
    const { front } = await storefrontBeside(echo);
    const answer = await fetch(`${front}/api/server/auth/login`, {
      headers: { 'x-forwarded-for': '9.9.9.9', 'x-forwarded-proto': 'https' },
    });
    const seen = (await answer.json()) as { headers: Record<string, string> };
    // The API trusts loopback only, so it counts the last untrusted address: the real caller.
    expect(seen.headers['x-forwarded-for']).toBe('9.9.9.9, 127.0.0.1');
    expect(seen.headers['x-forwarded-proto']).toBe('https');
  });

  it('streams a slow answer as it comes, compressed too, with its status and headers', async () => {
    let ended = false;
    const { front } = await storefrontBeside((_req, res) => {
      res.writeHead(201, { 'content-type': 'text/plain', 'x-total': '3' });
      let sent = 0;
      const tick = setInterval(() => {
        res.write(`part ${sent}\n`);
        sent += 1;
        if (sent === 3) {
          clearInterval(tick);
          res.end();
          ended = true;
        }
      }, 150);
    });
    const answer = await fetch(`${front}/api/admin/products/import`, {
      method: 'POST',
      body: 'csv',
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('x-total')).toBe('3');
    const reader = answer.body!.getReader();
    const first = await reader.read();
    // Not held back until the API finished: a big import's progress reaches the browser as it goes.
    expect(ended).toBe(false);
    let text = new TextDecoder().decode(first.value);
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      text += new TextDecoder().decode(part.value);
    }
    expect(text).toBe('part 0\npart 1\npart 2\n');
  });

  it('compresses what the API sends as it is for a caller that takes it, and leaves a stream flowing', async () => {
    const products = JSON.stringify({
      items: Array.from({ length: 300 }, (_, id) => ({ id, name: `Соняшники ${id}` })),
    });
    const { front } = await storefrontBeside((req, res) => {
      if (req.url === '/api/server/events') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        return void res.end('data: 1\n\n');
      }
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(products),
      });
      res.end(products);
    });
    for (const [accepts, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      // node's fetch inflates for us; the headers say what travelled.
      const answer = await fetch(`${front}/api/server/products`, { headers: { 'accept-encoding': accepts } });
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      expect(await answer.text()).toBe(products);
      if (encoding) expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    }
    const events = await fetch(`${front}/api/server/events`, { headers: { 'accept-encoding': 'br' } });
    expect(events.headers.get('content-encoding')).toBeNull();
    expect(await events.text()).toBe('data: 1\n\n');
  });

  it('answers 502 in the API’s error shape when the API is down, and stays up', async () => {
    const { front, upstream } = await storefrontBeside(echo);
    await upstream.stop();
    const answer = await fetch(`${front}/api/server/products`);
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({
      message: expect.stringContaining('не відповідає') as unknown,
      statusCode: 502,
    });
    expect((await fetch(`${front}/api/server/products`)).status).toBe(502);
  });

  it('stops the API’s work when the caller goes away', async () => {
    let apiSawClose = false;
    const { front } = await storefrontBeside((req, res) => {
      res.writeHead(200);
      res.write('first');
      req.socket.once('close', () => (apiSawClose = true));
    });
    const controller = new AbortController();
    const answer = await fetch(`${front}/api/server/events`, { signal: controller.signal });
    const reader = answer.body!.getReader();
    await reader.read();
    controller.abort();
    await vi.waitFor(() => expect(apiSawClose).toBe(true), { timeout: 3000, interval: 10 });
  });

  it('adds two listeners to a response (its own and the pipe’s), so none warns of a leak', async () => {
    const { front, closeListeners } = await storefrontBeside(echo);
    for (let i = 0; i < 3; i += 1) await (await fetch(`${front}/api/server/products`)).arrayBuffer();
    expect(closeListeners()).toBeLessThanOrEqual(5);
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });
});
