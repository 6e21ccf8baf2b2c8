import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createOpsRoutes } from './ops-routes';
import { createStorefrontMetrics } from './storefront-metrics';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A stand-in API whose /health/ready answers `status`; the storefront's routes in front of a page. */
async function storefront(apiStatus: number | 'closed') {
  let apiUrl = 'http://127.0.0.1:9';
  if (apiStatus !== 'closed') {
    apiUrl = await listen(
      createServer((req, res) => {
        res.statusCode = req.url === '/health/ready' ? apiStatus : 404;
        res.end('{}');
      }),
    );
  }
  const metrics = createStorefrontMetrics(() => ({ pages: 3, bytes: 1234 }));
  const ops = createOpsRoutes({ apiUrl, metrics });
  const base = await listen(
    createServer((req, res) => {
      if (ops(req, res)) return;
      metrics.track(res, req.url === '/cached' ? 'hit' : 'miss');
      res.end('<html>page</html>');
    }),
  );
  return { base, metrics };
}

describe('the storefront probes', () => {
  it('says live, and ready while the API says it is ready', async () => {
    const { base } = await storefront(200);
    const live = await fetch(`${base}/health/live`);
    expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await fetch(`${base}/health/ready`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ok' }]);
    // Other paths are the pages'.
    expect(await (await fetch(`${base}/health`)).text()).toBe('<html>page</html>');
  });

  it('is not ready when the API is not, or does not answer', async () => {
    const notReady = await fetch(`${(await storefront(503)).base}/health/ready`);
    expect([notReady.status, notReady.headers.get('retry-after'), await notReady.json()]).toEqual([
      503,
      '5',
      { status: 'unavailable', reason: 'api_not_ready' },
    ]);
    const away = await fetch(`${(await storefront('closed')).base}/health/ready`);
    expect([away.status, await away.json()]).toEqual([
      503,
      { status: 'unavailable', reason: 'api_unreachable' },
    ]);
  });
});

describe('the storefront metrics', () => {
  it('counts cache hits, misses, renders, expiries and the subscription in Prometheus text', async () => {
    const { base, metrics } = await storefront(200);
    for (const path of ['/cached', '/cached', '/new']) await (await fetch(`${base}${path}`)).text();
    metrics.expiryCall('expired');
    metrics.expiryCall('unauthorized');
    metrics.expiryCall('error');
    metrics.expiryFailure('connection');
    metrics.subscribed(true);
    const answer = await fetch(`${base}/metrics`);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = await answer.text();
    expect(text).toContain('storefront_page_cache_hits_total{cache="local"} 2');
    expect(text).toContain('storefront_page_cache_misses_total 1');
    expect(text).toContain('storefront_render_duration_seconds_count{kind="page",status="2xx"} 1');
    expect(text).toContain('storefront_cache_expiry_calls_total 3');
    expect(text).toContain('storefront_cache_expiry_failures_total{reason="unauthorized"} 1');
    expect(text).toContain('storefront_cache_expiry_failures_total{reason="error"} 1');
    // A lost subscription is a failure, not an expiry received.
    expect(text).toContain('storefront_cache_expiry_failures_total{reason="connection"} 1');
    expect(text).toContain('storefront_cache_subscribed 1');
    expect(text).not.toContain('reason="expired"');
    expect(text).toContain('storefront_page_cache_pages 3');
    // prom-client's process metrics, as the API has them.
    expect(text).toContain('process_resident_memory_bytes');
  });
});
