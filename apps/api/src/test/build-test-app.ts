import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app';
import { openDatabase, type Database } from '../db/client';
import type { AppConfig } from '../env';
import type { App } from '../types';
import { reusedEmbedded } from './embedded-reuse';
import { ensureTemplate, migrationsHash, untilUnused } from './pg-template';

/**
 * Starting PGlite from scratch runs initdb, which takes seconds; starting from a dump of an
 * already migrated database takes one. The dump is kept in the temp folder, keyed by the
 * migrations, so every test file of every run after the first starts fast.
 */
async function embeddedFromTemplate(): Promise<Database> {
  const file = join(tmpdir(), `kartyna-pglite-${await migrationsHash()}.tar`);
  if (existsSync(file)) {
    try {
      return await openDatabase({ template: new Blob([await readFile(file)]) });
    } catch {
      // A broken template is rebuilt below.
    }
  }
  const database = await openDatabase({});
  const dump = await database.dump?.();
  if (dump) {
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  return database;
}

export interface TestApp {
  app: App;
  db: Database['db'];
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** This process's template on TEST_DATABASE_URL's server, made or found once. */
let pgTemplate: Promise<string> | undefined;

/**
 * A fresh database per test app: in-memory PGlite by default (the worker's own, emptied:
 * embedded-reuse.ts), or a new database on the PostgreSQL server of TEST_DATABASE_URL, dropped
 * afterwards.
 */
async function freshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const { database, release } = await reusedEmbedded(embeddedFromTemplate);
    return { database, drop: release };
  }
  const name = `kartyna_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // A copy of the migrated template (test/pg-template.ts); opening it finds nothing to migrate.
  await admin.query(`create database ${name} template ${await (pgTemplate ??= ensureTemplate(serverUrl))}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      // pool.end() resolves before idle connections are gone; wait so the drop kills nobody.
      await untilUnused(c, name);
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function buildTestApp(
  options: {
    overrides?: BuildOptions['overrides'];
    adminRoutes?: BuildOptions['adminRoutes'];
    config?: Partial<AppConfig>;
    /** a second API process of that app: its database and AUTH_SECRET, closed by that app */
    beside?: TestApp;
    /** the app's log lines (with config.logLevel raised from 'silent') */
    logStream?: BuildOptions['logStream'];
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kartyna-test-'));
  const config: AppConfig = {
    env: 'test',
    dataDir,
    databaseUrl: undefined,
    redisUrl: undefined,
    smtpUrl: undefined,
    mailFrom: 'Kartyna <shop@kartyna.test>',
    // The suites pay on the sandbox; production has no provider unless PAYMENT_PROVIDER is set.
    paymentProvider: 'sandbox',
    liqpay: undefined,
    monobank: undefined,
    novaPoshta: undefined,
    workers: 'inline',
    // Tests deliver queued mail themselves (deliverDueMail), so nothing races their assertions.
    mailWorker: { enabled: false, pollMs: 50 },
    // Likewise templates are made when a test runs the job (runDueTemplates).
    templateWorker: { enabled: false, pollMs: 50 },
    // Refunds and receipts are asked again when a test runs a pass (askDueRefunds, sendDueReceipts).
    moneyBack: { enabled: false, pollMs: 50 },
    parcelTracker: { enabled: false, pollMs: 50 },
    offlineParcelStepMs: 3_600_000,
    statusUndoSeconds: 60,
    authSecret: options.beside?.config.authSecret ?? randomBytes(32).toString('hex'),
    admin: undefined,
    adminDistDir: undefined,
    publicApiUrl: 'http://api.kartyna.test',
    publicApiUrlConfigured: true,
    webUrl: 'http://shop.kartyna.test',
    webUrlConfigured: true,
    storefrontSecret: undefined,
    logLevel: 'silent',
    trustProxy: 'loopback',
    seedDemo: false,
    drawDemoPictures: false,
    migrateOnStart: true,
    storage: { kind: 'disk' },
    pictureWorkers: 1,
    ...options.config,
  };
  const { database, drop } = options.beside
    ? { database: options.beside.database, drop: async () => undefined }
    : await freshDatabase();
  const ownsDatabase = !options.beside;
  const app = await buildApp({
    config,
    database,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.overrides ? { overrides: options.overrides } : {}),
    ...(options.adminRoutes ? { adminRoutes: options.adminRoutes } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
