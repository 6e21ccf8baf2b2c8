import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signStorefrontCall, STOREFRONT_EVENTS_PATH, STOREFRONT_SIGNATURE_HEADER } from '@kartyna/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestUser, insertProduct } from '../../test/fixtures';
import { createStorefrontEvents } from './storefront-cache';

// Issue #28: the storefronts subscribe to their API's stream of expiries, over real HTTP here.
const secret = 'k'.repeat(40);

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** An open subscription: what arrived so far, and a wait for what has not yet. */
async function subscribe(base: string, signature?: string) {
  const headers: Record<string, string> = {};
  if (signature !== undefined) headers[STOREFRONT_SIGNATURE_HEADER] = signature;
  const controller = new AbortController();
  const res = await fetch(`${base}${STOREFRONT_EVENTS_PATH}`, { headers, signal: controller.signal });
  let text = '';
  let ended = false;
  const reading = (async () => {
    if (!res.ok || !res.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body) text += decoder.decode(chunk as Uint8Array, { stream: true });
    } catch {
      // aborted by the test
    }
    ended = true;
  })();
  return {
    res,
    get text() {
      return text;
    },
    get ended() {
      return ended;
    },
    async until(test: (text: string) => boolean, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      while (!test(text)) {
        if (Date.now() > deadline) throw new Error(`not arrived; the stream so far:\n${text}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

const events = (text: string) =>
  [...text.matchAll(/^event: expire\ndata: (.*)$/gm)].map((m) => JSON.parse(m[1]!) as object);

describe('the storefronts’ stream of expiries', () => {
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;
  let auth: Record<string, string>;

  beforeAll(async () => {
    a = await buildTestApp({ config: { storefrontSecret: secret } });
    // A second API process on the same database, as in the cluster.
    b = await buildTestApp({ config: { storefrontSecret: secret }, beside: a });
    baseA = await listen(a);
    baseB = await listen(b);
    auth = (await createTestUser(a.app, { role: 'manager' })).authHeader;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('refuses a subscription without a signature, or signed with another secret', async () => {
    expect((await subscribe(baseA)).res.status).toBe(401);
    const wrong = await subscribe(baseA, await signStorefrontCall('x'.repeat(40), STOREFRONT_EVENTS_PATH));
    expect(wrong.res.status).toBe(401);
    // Signed for something else (a call's body), or long ago: not a subscription either.
    expect((await subscribe(baseA, await signStorefrontCall(secret, '{}'))).res.status).toBe(401);
    const old = await signStorefrontCall(secret, STOREFRONT_EVENTS_PATH, Date.now() - 10 * 60_000);
    expect((await subscribe(baseA, old)).res.status).toBe(401);
  });

  it('streams the expiry of a catalogue write to subscribers of both API processes', async () => {
    const signature = await signStorefrontCall(secret, STOREFRONT_EVENTS_PATH);
    const [onA, onB] = [await subscribe(baseA, signature), await subscribe(baseB, signature)];
    try {
      expect(onA.res.status).toBe(200);
      expect(onA.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await onA.until((text) => text.includes(': subscribed'));
      const { id } = await insertProduct(a.db, { stock: 3, categoryPath: ['kits'] });
      await a.app.deps.catalogAnnouncer.passedOn();
      const save = await a.app.inject({
        method: 'POST',
        url: `/api/admin/products/${id}/stock`,
        headers: auth,
        payload: { stock: 0 },
      });
      expect(save.statusCode).toBe(200);
      const soldOut = (text: string) =>
        events(text).some((e) => JSON.stringify(e).includes(`"product:${id}"`));
      await onA.until(soldOut);
      await onB.until(soldOut);
      expect(events(onB.text).find((e) => JSON.stringify(e).includes(`product:${id}`))).toMatchObject({
        tags: expect.arrayContaining([`product:${id}`, 'listing:', 'listing:kits']),
        version: expect.any(Number),
      });
    } finally {
      await onA.close();
      await onB.close();
    }
  });

  it('relays a content edit on one API process to the storefronts subscribed to the other', async () => {
    const onB = await subscribe(baseB, await signStorefrontCall(secret, STOREFRONT_EVENTS_PATH));
    try {
      await onB.until((text) => text.includes(': subscribed'));
      const save = await a.app.inject({
        method: 'PUT',
        url: '/api/admin/page-texts/about',
        headers: auth,
        payload: { bodyUa: 'Про нас — новий текст', bodyRu: '' },
      });
      expect(save.statusCode).toBe(200);
      await onB.until((text) => events(text).some((e) => JSON.stringify(e) === '{"tags":["content"]}'));
    } finally {
      await onB.close();
    }
  });

  it('ends open streams when the API drains, so the drain does not wait for them', async () => {
    const c = await buildTestApp({ config: { storefrontSecret: secret }, beside: a });
    const stream = await subscribe(await listen(c), await signStorefrontCall(secret, STOREFRONT_EVENTS_PATH));
    await stream.until((text) => text.includes(': subscribed'));
    const started = Date.now();
    await c.app.drain.begin();
    await c.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await stream.until(() => stream.ended);
  });

  it('has no stream without STOREFRONT_SECRET', async () => {
    const c = await buildTestApp({ beside: a });
    try {
      const res = await c.app.inject({ method: 'GET', url: STOREFRONT_EVENTS_PATH });
      expect(res.statusCode).toBe(404);
    } finally {
      await c.close();
    }
  });
});

describe('the heartbeat', () => {
  let server: Server;
  const hub = createStorefrontEvents({ heartbeatMs: 50 });
  beforeAll(async () => {
    server = createServer((_req, res) => hub.subscribe(res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    hub.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('keeps a quiet stream alive with comments, and stops once nobody listens', async () => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const stream = await subscribe(base, '');
    await stream.until((text) => (text.match(/^: heartbeat$/gm) ?? []).length >= 2, 1000);
    expect(hub.subscribers).toBe(1);
    await stream.close();
    await vi.waitFor(() => expect(hub.subscribers).toBe(0), { timeout: 2000 });
  });
});
