import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface Metrics {
  registry: Registry;
  /** a background job failed: a whole worker pass, or one attempt of one item */
  jobFailed(
    job:
      | 'mail-worker'
      | 'mail-send'
      | 'photo-template'
      | 'photo-template-worker'
      | 'parcel-tracking'
      | 'parcel-tracker'
      | 'money-back-worker'
      | 'refund'
      | 'fiscal-receipt',
    count?: number,
  ): void;
  /** a request answered 503 because the database could not take it (down, read-only, full) */
  databaseUnavailable(): void;
  /** a part that lives on the database (the change listener, a worker) lost it and went on failing */
  outage(component: OutageComponent): void;
}

export type OutageComponent =
  'catalog-listener' | 'mail-worker' | 'photo-template-worker' | 'parcel-tracker' | 'money-back-worker';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * What the gauges read from the modules, handed over by app.ts: this plumbing imports no module.
 */
export interface MetricsSources {
  /** mails waiting to be sent */
  pendingMail(): Promise<number>;
}

/**
 * Prometheus metrics of this process. A registry per app, not prom-client's global one: tests
 * build many apps in one process, and each must count only its own requests.
 */
export function registerMetrics(app: FastifyInstance, sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'job_failures_total',
    help: 'Background job failures (a failed mail worker pass, a failed send attempt)',
    labelNames: ['background_job'],
    registers: [registry],
  });
  const databaseUnavailable = new Counter({
    name: 'database_unavailable_answers_total',
    help: 'Requests answered 503 + Retry-After because the database was away, read-only or full',
    registers: [registry],
  });
  const outages = new Counter({
    name: 'database_outages_total',
    help: 'Times a part of this process that lives on the database lost it (one count per outage, not per retry)',
    labelNames: ['component'],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = app.deps.database.poolStats?.();
      if (!stats) return; // the embedded database has no pool
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'mail_queue_pending',
    help: 'Mails waiting to be sent (due now or backing off after a failure)',
    registers: [registry],
    async collect() {
      try {
        this.set(await sources.pendingMail());
      } catch {
        // The database is away: the scrape still answers, with the last known depth.
      }
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: ids and junk paths would explode the series.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const metrics: Metrics = {
    registry,
    jobFailed: (job, count = 1) => jobFailures.inc({ background_job: job }, count),
    databaseUnavailable: () => databaseUnavailable.inc(),
    outage: (component) => outages.inc({ component }),
  };
  app.decorate('metrics', metrics);
  return metrics;
}

/** GET /metrics in Prometheus' text format; the API port is not exposed through the storefront. */
export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (_request, reply) =>
    reply.type(app.metrics.registry.contentType).send(await app.metrics.registry.metrics()),
  );
}
