import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../env';
import { readFileSync } from 'node:fs';
import { migrationsFolder } from './client';
import { pendingMigrations } from './migration-state';
import type { App } from '../types';

const run = promisify(execFile);
const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL;
const shipped = (
  JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  }
).entries.map((e) => e.tag);
const newest = shipped.at(-1) ?? '';

/** Where `npm run migrate` and the API meet: a database of our own on the server, or a PGlite dir. */
interface Target {
  env: Record<string, string>;
  drop(): Promise<void>;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function freshTarget(): Promise<Target> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kartyna-migrate-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (!serverUrl) return { env: { DATA_DIR: dataDir }, drop: removeDir };
  const name = `kartyna_migrate_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      await removeDir();
    },
  };
}

/** `npm run migrate`, as the root script runs it. */
async function migrate(target: Target): Promise<string> {
  const { stdout } = await run(join(apiDir, '../../node_modules/.bin/tsx'), ['src/db/migrate-cli.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, ...target.env },
  });
  return stdout;
}

/** An API process told not to migrate, with its log lines kept. */
async function startApi(target: Target): Promise<{ app: App; logs: Record<string, unknown>[] }> {
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const config = loadConfig({
    ...target.env,
    NODE_ENV: 'test',
    MIGRATE_ON_START: 'false',
    MAIL_WORKER: 'false',
    TEMPLATE_WORKER: 'false',
    SEED_DEMO: 'false',
    DRAW_DEMO_PICTURES: 'false',
  });
  expect(config.migrateOnStart).toBe(false);
  const app = await buildApp({ config: { ...config, logLevel: 'info' }, logStream: stream });
  cleanups.push(() => app.close());
  await app.ready();
  return { app, logs };
}

const askedToMigrate = (logs: Record<string, unknown>[]) =>
  logs.filter((l) => String(l.msg).includes('npm run migrate'));

// Each test migrates a database from nothing in a child process (PGlite's initdb, then every
// migration), twice in the first: 15 s on a quiet two-core machine, past 30 s beside the rest of
// the suite on a slow one.
describe('npm run migrate, then APIs with MIGRATE_ON_START=false', { timeout: 90_000 }, () => {
  it('migrates a fresh database, and an API that does not migrate starts on it ready', async () => {
    const target = await freshTarget();
    cleanups.push(() => target.drop());
    const out = await migrate(target);
    expect(out).toContain(`applied ${shipped.join(', ')}\n`);
    expect(await migrate(target)).toContain('the database is up to date');

    const { app, logs } = await startApi(target);
    expect(app.migrations.missingAtStart).toEqual([]);
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(askedToMigrate(logs)).toEqual([]);
    // It serves: the catalogue's tables are there.
    expect((await app.inject({ method: 'GET', url: '/api/server/products' })).statusCode).toBe(200);
  });

  it('an API beside a database without its migrations is live, not ready, says so once and migrates nothing', async () => {
    const target = await freshTarget();
    cleanups.push(() => target.drop());
    const { app, logs } = await startApi(target);

    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', reason: 'migrations_pending' });

    const lines = askedToMigrate(logs);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe(50);
    expect(lines[0]?.msg).toMatch(new RegExp(`^DATABASE LACKS MIGRATIONS ${shipped.join(', ')}: `));
    expect(app.migrations.missingAtStart).toEqual(shipped);

    // Nothing was migrated: no drizzle journal, no table of ours.
    const tables = (await app.deps.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    )) as unknown as { rows: { n: number }[] };
    expect(tables.rows[0]?.n).toBe(0);
    expect(await pendingMigrations(app.deps.db)).toEqual(app.migrations.missingAtStart);
  });

  it('names only what is missing when the database is one migration behind', async () => {
    const target = await freshTarget();
    cleanups.push(() => target.drop());
    await migrate(target);
    const { app: first } = await startApi(target);
    await first.deps.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(await pendingMigrations(first.deps.db)).toEqual([newest]);
    // PGlite's directory is one process's at a time: the first API goes before the second comes.
    await first.close();

    const { app, logs } = await startApi(target);
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(503);
    expect(app.migrations.missingAtStart).toEqual([newest]);
    expect(askedToMigrate(logs)[0]?.msg).toContain(`DATABASE LACKS MIGRATIONS ${newest}: `);
  });
});

// Several processes on one database is a PostgreSQL setup: PGlite is opened by one process only.
describe.runIf(serverUrl)('a rolling upgrade on PostgreSQL', () => {
  it('an unready API becomes ready and starts its work once `npm run migrate` has run', async () => {
    const target = await freshTarget();
    cleanups.push(() => target.drop());
    const { app, logs } = await startApi(target);
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(503);

    await migrate(target);
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    await app.migrations.ready;
    expect(logs.some((l) => String(l.msg).includes('has its migrations now'))).toBe(true);
  });
});
