import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ExpiryFailure, ExpiryOutcome } from './cache-subscriber';

/** Where a request was answered: the front cache of this process, the shared one, or Next. */
export type PageSource = 'hit' | 'shared' | 'miss' | 'bypass';

/**
 * The storefront's Prometheus metrics (GET /metrics, ./ops-routes.ts), named and shaped as the
 * API's (apps/api/src/http/metrics.ts): a registry of its own, the process defaults of prom-client.
 */
export function createStorefrontMetrics(stats?: () => { pages: number; bytes: number }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const hits = new Counter({
    name: 'storefront_page_cache_hits_total',
    help: "Pages answered from the front page cache: this process's (local) or the storefronts' shared one",
    labelNames: ['cache'],
    registers,
  });
  const misses = new Counter({
    name: 'storefront_page_cache_misses_total',
    help: 'Cacheable pages the front page cache did not have (Next.js rendered or read them)',
    registers,
  });
  const render = new Histogram({
    name: 'storefront_render_duration_seconds',
    help: 'Time Next.js took to answer what the front cache did not: page (a cacheable page it missed) or other, by status class',
    labelNames: ['kind', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const expiryCalls = new Counter({
    name: 'storefront_cache_expiry_calls_total',
    help: "Expiries received on the API's event stream (which cached pages went stale), drop-alls on (re)connecting included",
    registers,
  });
  const expiryFailures = new Counter({
    name: 'storefront_cache_expiry_failures_total',
    help: 'Expiries that expired nothing: not_configured, unauthorized, invalid_data, error (expiring failed); connection: the subscription to the API failed or broke',
    labelNames: ['reason'],
    registers,
  });
  const subscribedGauge = new Gauge({
    name: 'storefront_cache_subscribed',
    help: "1 while this storefront holds its subscription to the API's expiries; 0 means pages may go stale until it is back",
    registers,
  });
  if (stats) {
    new Gauge({
      name: 'storefront_page_cache_pages',
      help: "Pages in this process's front page cache",
      registers,
      collect() {
        this.set(stats().pages);
      },
    });
    new Gauge({
      name: 'storefront_page_cache_bytes',
      help: "Bytes of pages (compressed) in this process's front page cache",
      registers,
      collect() {
        this.set(stats().bytes);
      },
    });
  }

  return {
    registry,
    /** Counts the cache's part in one request; times Next's answer when Next gives it. */
    track(res: ServerResponse, source: PageSource): void {
      if (source === 'hit' || source === 'shared') {
        hits.inc({ cache: source === 'hit' ? 'local' : 'shared' });
        return;
      }
      if (source === 'miss') misses.inc();
      const stop = render.startTimer({ kind: source === 'miss' ? 'page' : 'other' });
      // 'close' also comes for an answer cut off; a finished one has its status by then.
      res.once('close', () => stop({ status: `${Math.floor(res.statusCode / 100)}xx` }));
    },
    expiryCall(outcome: ExpiryOutcome): void {
      expiryCalls.inc();
      if (outcome !== 'expired') expiryFailures.inc({ reason: outcome });
    },
    expiryFailure(reason: ExpiryFailure): void {
      expiryFailures.inc({ reason });
    },
    subscribed(on: boolean): void {
      subscribedGauge.set(on ? 1 : 0);
    },
    async answer(_req: IncomingMessage, res: ServerResponse): Promise<void> {
      const text = await registry.metrics();
      res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
      res.end(text);
    },
  };
}

export type StorefrontMetrics = ReturnType<typeof createStorefrontMetrics>;
