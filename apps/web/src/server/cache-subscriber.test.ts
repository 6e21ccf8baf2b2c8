import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  STOREFRONT_EVENTS_PATH,
  STOREFRONT_SIGNATURE_HEADER,
  verifyStorefrontCall,
  type StorefrontRevalidation,
} from '@kartyna/domain';
import {
  DROP_ALL,
  startCacheSubscriber,
  type CacheSubscriber,
  type ExpiryFailure,
  type ExpiryOutcome,
} from './cache-subscriber';

// Issue #28: the storefront's server subscribes to its API's stream of expiries. The API here
// is a stand-in over real HTTP that checks the signature as the API does.
const secret = 'w'.repeat(40);

interface FakeApi {
  url: string;
  streams: ServerResponse[];
  subscriptions: number;
  refused: number;
  send(call: StorefrontRevalidation): void;
  endStreams(): void;
  close(): Promise<void>;
}

async function fakeApi(port = 0): Promise<FakeApi> {
  const api = { streams: [] as ServerResponse[], subscriptions: 0, refused: 0 };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const signature = req.headers[STOREFRONT_SIGNATURE_HEADER];
      const ok =
        req.url === STOREFRONT_EVENTS_PATH &&
        (await verifyStorefrontCall(
          secret,
          STOREFRONT_EVENTS_PATH,
          typeof signature === 'string' ? signature : null,
        ));
      if (!ok) {
        api.refused += 1;
        res.writeHead(401).end();
        return;
      }
      api.subscriptions += 1;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': subscribed\n\n');
      api.streams.push(res);
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return Object.assign(api, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    send(call: StorefrontRevalidation) {
      for (const res of api.streams) res.write(`event: expire\ndata: ${JSON.stringify(call)}\n\n`);
    },
    endStreams() {
      for (const res of api.streams.splice(0)) res.end();
    },
    async close() {
      for (const res of api.streams.splice(0)) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}

function recorder() {
  const expired: StorefrontRevalidation[] = [];
  const outcomes: ExpiryOutcome[] = [];
  const failures: ExpiryFailure[] = [];
  const states: boolean[] = [];
  return {
    expired,
    outcomes,
    failures,
    states,
    expire: async (call: StorefrontRevalidation): Promise<ExpiryOutcome> => {
      expired.push(call);
      return 'expired';
    },
    metrics: {
      expiryCall: (outcome: ExpiryOutcome) => void outcomes.push(outcome),
      expiryFailure: (reason: ExpiryFailure) => void failures.push(reason),
      subscribed: (on: boolean) => void states.push(on),
    },
  };
}

const quiet = { info: () => undefined, warn: () => undefined };

async function until(test: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

let subscriber: CacheSubscriber | undefined;
let api: FakeApi | undefined;
afterEach(async () => {
  await subscriber?.stop();
  await api?.close();
  subscriber = undefined;
  api = undefined;
});

describe('the storefront’s subscription to its API’s expiries', () => {
  it('drops its whole cache on subscribing, then expires what each event names', async () => {
    api = await fakeApi();
    const seen = recorder();
    subscriber = startCacheSubscriber({ apiUrl: api.url, secret, log: quiet, ...seen });
    await until(() => seen.expired.length === 1);
    expect(seen.expired).toEqual([DROP_ALL]);
    expect(subscriber.subscribed).toBe(true);
    expect(seen.states).toEqual([true]);

    api.send({ tags: ['product:7', 'listing:kits'], version: 12 });
    api.send({ tags: ['content'] });
    await until(() => seen.expired.length === 3);
    expect(seen.expired.slice(1)).toEqual([
      { tags: ['product:7', 'listing:kits'], version: 12 },
      { tags: ['content'] },
    ]);
    expect(seen.outcomes).toEqual(['expired', 'expired', 'expired']);
    expect(api.refused).toBe(0);
  });

  it('counts an event it cannot read, and goes on', async () => {
    api = await fakeApi();
    const seen = recorder();
    subscriber = startCacheSubscriber({ apiUrl: api.url, secret, log: quiet, ...seen });
    await until(() => api!.streams.length === 1);
    for (const res of api.streams) res.write('event: expire\ndata: {"tags":["orders"]}\n\n');
    api.send({ tags: ['content'] });
    await until(() => seen.expired.length === 2);
    expect([...seen.outcomes].sort()).toEqual(['expired', 'expired', 'invalid_data']);
    expect(seen.expired.at(-1)).toEqual({ tags: ['content'] });
  });

  it('subscribes again when the API ends the stream, dropping everything once more', async () => {
    api = await fakeApi();
    const seen = recorder();
    const said: string[] = [];
    const log = { ...quiet, info: (msg: string) => said.push(msg) };
    subscriber = startCacheSubscriber({ apiUrl: api.url, secret, log, backoffMs: 20, ...seen });
    await until(() => seen.expired.length === 1);
    api.endStreams();
    await until(() => api!.subscriptions === 2 && seen.expired.length === 2);
    expect(seen.expired).toEqual([DROP_ALL, DROP_ALL]);
    expect(seen.states).toEqual([true, false, true]);
    // The operator's line: the first subscription, then its return after the break.
    expect(said[0]).toMatch(/^\[page-cache\] subscribed to expiries at /);
    expect(said[1]).toMatch(
      /^\[page-cache\] expiry stream back after \d+\.\d s at .*; every cached page dropped$/,
    );
    api.send({ tags: ['product:3'] });
    await until(() => seen.expired.length === 3);
  });

  it('keeps trying while the API is away or refuses it, and subscribes once the API is up', async () => {
    const probe = await fakeApi();
    const port = Number(new URL(probe.url).port);
    await probe.close();
    const seen = recorder();
    subscriber = startCacheSubscriber({
      apiUrl: `http://127.0.0.1:${port}`,
      secret,
      log: quiet,
      backoffMs: 20,
      maxBackoffMs: 50,
      ...seen,
    });
    await until(() => seen.failures.length >= 2);
    expect(seen.failures.every((reason) => reason === 'connection')).toBe(true);
    expect(subscriber.subscribed).toBe(false);
    // A storefront started before its API: subscribed as soon as the API listens.
    api = await fakeApi(port);
    await until(() => subscriber!.subscribed);
    expect(seen.expired).toEqual([DROP_ALL]);
  });

  it('signs with its secret: one signed with another is refused and never subscribed', async () => {
    api = await fakeApi();
    const seen = recorder();
    subscriber = startCacheSubscriber({
      apiUrl: api.url,
      secret: 'x'.repeat(40),
      log: quiet,
      backoffMs: 20,
      ...seen,
    });
    await until(() => api!.refused >= 2);
    expect(api.subscriptions).toBe(0);
    expect(seen.expired).toEqual([]);
    expect(seen.failures[0]).toBe('connection');
  });

  it('takes a silent stream for dead and subscribes again', async () => {
    api = await fakeApi();
    const seen = recorder();
    subscriber = startCacheSubscriber({
      apiUrl: api.url,
      secret,
      log: quiet,
      backoffMs: 20,
      idleMs: 100,
      ...seen,
    });
    await until(() => api!.subscriptions >= 2, 2000);
    // The second subscription is counted as it opens; its drop of everything follows a moment later.
    await until(() => seen.expired.length >= 2, 2000);
    expect(seen.expired.length).toBeGreaterThanOrEqual(2);
  });

  it('stops for good', async () => {
    api = await fakeApi();
    const seen = recorder();
    const own = startCacheSubscriber({ apiUrl: api.url, secret, log: quiet, backoffMs: 20, ...seen });
    await until(() => own.subscribed);
    await own.stop();
    expect(own.subscribed).toBe(false);
    await new Promise((r) => setTimeout(r, 100));
    expect(api.subscriptions).toBe(1);
  });
});
