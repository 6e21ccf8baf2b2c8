import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { insertProduct } from '../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('health probes', () => {
  it('/health/live answers 200 while the process serves', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/health/ready answers 200 when the database answers and every migration is applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is not rate-limited: a burst of probes all answer 200', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => t.app.inject({ method: 'GET', url: '/health/ready' })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
  });

  it('/health/ready answers 503 while a migration is missing', async () => {
    const [newest] = await t.db
      .select({
        id: sql<number>`id`,
        hash: sql<string>`hash`,
        createdAt: sql<string>`created_at::text`,
      })
      .from(sql`drizzle.__drizzle_migrations`)
      .orderBy(sql`created_at desc`)
      .limit(1);
    if (!newest) throw new Error('no migration recorded');
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'migrations_pending' });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.createdAt}::bigint)`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });
});

describe('request id', () => {
  it('is generated when the caller sends none, and echoed in the answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps the caller's id when it is short and printable", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/server/content/categories-tree',
      headers: { 'x-request-id': 'web-7f3a.1:2_x' },
    });
    expect(res.headers['x-request-id']).toBe('web-7f3a.1:2_x');
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['with spaces', 'a b'],
    ['with markup', '<script>'],
  ])('replaces an id %s', async (_name, given) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { 'x-request-id': given },
    });
    expect(res.headers['x-request-id']).not.toBe(given);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /metrics', () => {
  it('counts requests by route pattern and status, with latency, pool and mail queue', async () => {
    const product = await insertProduct(t.db);
    await t.app.inject({ method: 'GET', url: `/api/server/products/${product.id}` });
    await t.app.inject({ method: 'GET', url: `/api/server/products/${product.id}` });
    await t.app.inject({ method: 'GET', url: '/api/server/products/999999' });
    await t.app.inject({ method: 'GET', url: '/no/such/path/42' });

    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/server/products/:id",status="200"} 2',
    );
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/server/products/:id",status="404"} 1',
    );
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="404"} 1');
    expect(text).not.toContain('/no/such/path');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/server\/products\/:id",status="200"\} 2/,
    );
    expect(text).toMatch(/^mail_queue_pending 0$/m);
    expect(text).toContain('# TYPE job_failures_total counter');
    expect(text).toContain('# TYPE db_pool_connections gauge');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it("names a failed background job in its own label, never Prometheus' `job`", async () => {
    t.app.metrics.jobFailed('mail-send', 2);
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(/^job_failures_total\{background_job="mail-send"\} 2$/m);
    expect(text).not.toMatch(/job_failures_total\{job=/);
  });

  it('shows the mail queue depth', async () => {
    await t.db.execute(
      sql`insert into mail_outbox (kind, recipient, subject, text, html) values ('welcome', 'a@example.com', 's', 't', 'h'), ('welcome', 'b@example.com', 's', 't', 'h')`,
    );
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.body).toMatch(/^mail_queue_pending 2$/m);
  });
});
