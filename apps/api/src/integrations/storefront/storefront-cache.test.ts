import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyStorefrontCall } from '@kartyna/domain';
import { createStorefrontCache } from './storefront-cache';

const secret = 'x'.repeat(40);
const quiet = { warn: () => undefined, debug: () => undefined };

interface Received {
  body: { tags: string[]; version?: number };
  signed: boolean;
}

/** A storefront stand-in over real HTTP that answers after `delayMs` (503 to the first `failing` calls). */
async function storefront(delayMs = 0, failing = 0) {
  const received: Received[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      void verifyStorefrontCall(secret, raw, req.headers['x-kartyna-signature'] as string).then((signed) => {
        received.push({ body: JSON.parse(raw), signed });
        const status = received.length <= failing ? 503 : signed ? 200 : 401;
        setTimeout(() => res.writeHead(status).end('{}'), delayMs);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stops.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url, received };
}

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

describe('telling the storefronts what went stale', () => {
  it('signs each call and answers once every storefront was told', async () => {
    const a = await storefront();
    const b = await storefront();
    const cache = createStorefrontCache({ urls: [a.url, b.url], secret, log: quiet });
    await cache.revalidate(['catalog'], 12);
    expect(a.received).toEqual([{ body: { tags: ['catalog'], version: 12 }, signed: true }]);
    expect(b.received).toEqual([{ body: { tags: ['catalog'], version: 12 }, signed: true }]);
  });

  it('sends what piles up during a call as one call after it, with the newest version', async () => {
    const a = await storefront(150);
    const cache = createStorefrontCache({ urls: [a.url], secret, log: quiet });
    const first = cache.revalidate(['catalog'], 1);
    const rush = [2, 3, 4, 5].map((v) => cache.revalidate(['catalog'], v));
    const content = cache.revalidate(['content']);
    await Promise.all([first, ...rush, content]);
    expect(a.received.map((r) => r.body)).toEqual([
      { tags: ['catalog'], version: 1 },
      // a change without a version (a content edit) makes the merged call carry none
      { tags: ['catalog', 'content'] },
    ]);
  });

  it('sends a call the storefront did not take again shortly, without holding the caller', async () => {
    const a = await storefront(0, 1);
    const cache = createStorefrontCache({ urls: [a.url], secret, log: quiet });
    await cache.revalidate(['product:4', 'listing:'], 7);
    expect(a.received).toHaveLength(1);
    await vi.waitFor(() => expect(a.received).toHaveLength(2), { timeout: 4000 });
    expect(a.received[1]?.body).toEqual({ tags: ['product:4', 'listing:'], version: 7 });
  });

  it('never fails the caller when a storefront is down, and does nothing unconfigured', async () => {
    const warnings: string[] = [];
    const debug: string[] = [];
    const log = {
      warn: (_o: object, msg: string) => warnings.push(msg),
      debug: (_o: object, msg: string) => debug.push(msg),
    };
    // Not listening (nothing cached there): no warning. Listening but not answering: a warning.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const refused = createStorefrontCache({
      urls: [`http://127.0.0.1:${closedPort}`],
      secret,
      log,
      timeoutMs: 500,
    });
    await expect(refused.revalidate(['catalog'])).resolves.toBeUndefined();
    expect(debug).toEqual(['[storefront] not listening; nothing of it to revalidate']);
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    stops.push(() => new Promise<void>((resolve) => silent.close(() => resolve())));
    silent.unref();
    const hanging = createStorefrontCache({
      urls: [`http://127.0.0.1:${(silent.address() as AddressInfo).port}`],
      secret,
      log,
      timeoutMs: 300,
    });
    await expect(hanging.revalidate(['catalog'])).resolves.toBeUndefined();
    expect(warnings).toEqual(['[storefront] revalidation not delivered; sent again shortly']);
    const off = createStorefrontCache({ urls: [], secret: undefined, log: quiet });
    await expect(off.revalidate(['catalog'])).resolves.toBeUndefined();
  });
});
