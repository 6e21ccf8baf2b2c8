import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { existsSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { releaseClientOnFailedBegin } from './pool-guard';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver: PGlite embedded or a PostgreSQL server; both speak the same dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  close(): Promise<void>;
  /**
   * Runs `work` while holding the lock migrations take, so that several processes starting at
   * once seed one after another, never side by side (PGlite has one process: it just runs).
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** the PostgreSQL pool's connections, for /metrics (pg only) */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** the embedded database as a tarball (PGlite only) */
  dump?: () => Promise<Blob | File>;
}

/** Migrations sit beside this file in the source tree and beside the bundle in dist. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const candidate of [join(here, 'migrations'), join(here, 'db', 'migrations')]) {
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
  }
  throw new Error(`Database migrations not found near ${here}`);
}

/** Any number to tell our migration lock from other advisory locks. */
const MIGRATION_LOCK_ID = 424_242;

export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  /** an embedded database dump to start from (tests reuse one migrated dump) */
  template?: Blob;
  /**
   * Apply the shipped migrations on open (default). Off for an API told not to migrate
   * (MIGRATE_ON_START=false): `npm run migrate` does it as a step of its own.
   */
  migrate?: boolean;
}): Promise<Database> {
  const migrate = options.migrate ?? true;
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // A database that is down must answer "unavailable" in seconds, not hang the request.
      connectionTimeoutMillis: 3000,
      // No query of ours runs for long; one that does is stuck and holds a connection.
      statement_timeout: 30_000,
      idleTimeoutMillis: 30_000,
      // A server that vanished without closing the socket is noticed in seconds, not hours.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // An idle connection the server ends (restart, failover, admin kill) must not crash the
    // process: the pool drops it and opens a new one on the next query.
    pool.on('error', (err) => console.warn(`[db] idle connection closed: ${err.message}`));
    // pg-pool listens for errors only on idle connections. One checked out (a transaction
    // between two statements, a worker's claim) emits its loss as an 'error' event with no
    // listener, which ends the process. Its queries fail ("not queryable" → 503) and the pool
    // discards it on release; the event itself needs only a listener.
    pool.on('connect', (client) => {
      client.on('error', (err) => {
        if (client.listenerCount('error') === 1) console.warn(`[db] connection lost in use: ${err.message}`);
      });
    });
    releaseClientOnFailedBegin(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Several API processes may start at once: one migrates (and seeds), the others wait for it.
    const exclusive = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        // Waiting for another process's migration, or running a long one, is not a stuck query.
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        return await work(client);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        await client.query('reset statement_timeout').catch(() => undefined);
        client.release();
      }
    };
    if (migrate)
      await exclusive((client) =>
        migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() }),
      );
    return {
      db,
      driver: 'pg',
      close: () => pool.end(),
      exclusive: (work) => exclusive(() => work()),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.template ? { loadDataDir: options.template } : {}),
    extensions: { pg_trgm },
  });
  const pgliteDb = drizzlePglite(client, { schema });
  if (migrate) await migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() });
  return {
    db: pgliteDb as unknown as Db,
    driver: 'pglite',
    close: () => client.close(),
    exclusive: (work) => work(),
    dump: () => client.dumpDataDir('none'),
  };
}
