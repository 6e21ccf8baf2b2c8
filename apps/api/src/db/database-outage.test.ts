import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../env';
import { migrationsFolder, openDatabase } from './client';
import { insertProduct } from '../test/fixtures';
import { hasPostgresBinaries, startOwnPostgres, type OwnPostgres } from '../test/own-postgres';
import type { App } from '../types';

/**
 * A PostgreSQL of the test's own is stopped and started under a running API: the shared
 * server must never be restarted. Runs where PostgreSQL 15 is installed (CI machines).
 */
describe.runIf(hasPostgresBinaries)('on a PostgreSQL server that goes away and comes back', () => {
  let server: OwnPostgres;
  beforeAll(async () => {
    server = await startOwnPostgres();
  });
  afterAll(() => server?.destroy());

  async function createDatabase(): Promise<string> {
    const name = `kartyna_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server.url() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    return server.url(name);
  }

  it('two processes migrating one fresh database at once both succeed, and it is migrated once', async () => {
    const url = await createDatabase();
    const [a, b] = await Promise.all([openDatabase({ url }), openDatabase({ url })]);
    await Promise.all([a.close(), b.close()]);

    const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const applied = await client.query<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    );
    await client.end();
    expect(applied.rows[0]).toEqual({ n: journal.entries.length, distinct: journal.entries.length });
  });

  describe('an API serving from it', () => {
    let app: App;
    let base: string;
    let productUrl: string;
    let dataDir: string;

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'kartyna-outage-'));
      const config = loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: await createDatabase(),
        MAIL_WORKER: 'false',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        AUTH_SECRET: randomBytes(32).toString('hex'),
      });
      app = await buildApp({ config });
      const product = await insertProduct(app.deps.db);
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      base = address;
      productUrl = `${address}/api/server/products/${product.id}`;
    });
    afterAll(async () => {
      await app?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers 503 with Retry-After at once while the database is down, and serves again by itself', async () => {
      expect((await fetch(productUrl)).status).toBe(200);
      expect((await fetch(`${base}/health/ready`)).status).toBe(200);

      server.stop();
      // Live stays up: the process is fine, only its database is away.
      expect((await fetch(`${base}/health/live`)).status).toBe(200);
      let slowestMs = 0;
      for (const url of [productUrl, productUrl, `${base}/api/server/testimonials`]) {
        const started = Date.now();
        const res = await fetch(url);
        const took = Date.now() - started;
        expect(res.status, url).toBe(503);
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(await res.json()).toEqual({ message: 'service_unavailable', statusCode: 503 });
        expect(took).toBeLessThan(2000);
        slowestMs = Math.max(slowestMs, took);
      }
      const ready = await fetch(`${base}/health/ready`);
      expect(ready.status).toBe(503);

      server.start();
      const restarted = Date.now();
      let failed = 0;
      let status = 0;
      while (Date.now() - restarted < 10_000) {
        status = (await fetch(productUrl)).status;
        if (status === 200) break;
        failed += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const recoveryMs = Date.now() - restarted;
      console.log(
        `database down: 3 requests answered 503, the slowest in ${slowestMs} ms; ` +
          `database back: ${failed} failed requests, serving again after ${recoveryMs} ms`,
      );
      expect(status).toBe(200);
      expect((await fetch(`${base}/health/ready`)).status).toBe(200);
    });
  });
});
