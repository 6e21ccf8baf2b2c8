// The database part of a backup: pg_dump's custom format for a PostgreSQL server, PGlite's own
// tarball of its data folder for the embedded database.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { connectClient } from './pg-client.mjs';
import { knownMigrations } from './backup-settings.mjs';

export const PG_DUMP_FILE = 'database.pgdump';
export const PGLITE_DUMP_FILE = 'database.pglite.tar.gz';

/** What the manifest tells about a database: its counts prove a restore brought the rows back. */
const COUNTED = ['users', 'orders', 'photo_orders', 'uploads', 'products'];

async function openPglite(dataDir, loadDataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  mkdirSync(dataDir, { recursive: true });
  // The catalogue's search indexes use pg_trgm: the database does not open without it.
  return new PGlite({ dataDir, ...(loadDataDir ? { loadDataDir } : {}), extensions: { pg_trgm } });
}

/** The embedded database's folder (apps/api/src/app.ts opens DATA_DIR/db). */
export const pgliteDir = (settings) => join(settings.dataDir, 'db');

/** Runs `work(query)` against the shop's database, whichever kind it is. */
async function withDatabase(settings, work) {
  if (settings.databaseUrl) {
    const client = await connectClient(settings.databaseUrl);
    try {
      return await work((sql) => client.query(sql));
    } finally {
      await client.end();
    }
  }
  const db = await openPglite(pgliteDir(settings));
  try {
    return await work((sql) => db.query(sql), db);
  } finally {
    await db.close();
  }
}

/** The latest migration applied and the row counts, or null counts for an empty database. */
async function facts(query) {
  const { rows: tables } = await query(
    `select table_name from information_schema.tables where table_schema = 'public'`,
  );
  const present = new Set(tables.map((t) => t.table_name));
  let migration = null;
  const { rows: drizzle } = await query(
    `select 1 from information_schema.tables where table_schema = 'drizzle' and table_name = '__drizzle_migrations'`,
  );
  if (drizzle.length) {
    const { rows } = await query(
      'select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations',
    );
    const latest = Number(rows[0].latest);
    const known = knownMigrations().find((m) => m.when === latest);
    migration = { applied: rows[0].applied, latest: known?.tag ?? `unknown (${latest})` };
  }
  const counts = {};
  for (const table of COUNTED) {
    if (!present.has(table)) continue;
    const { rows } = await query(`select count(*)::int as n from ${table}`);
    counts[table] = rows[0].n;
  }
  return { tables: present.size, migration, counts };
}

function run(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.error) throw new Error(`${cmd}: ${r.error.message} (is the PostgreSQL client installed?)`);
  if (r.status !== 0) throw new Error(`${cmd} failed (exit ${r.status}): ${r.stderr.trim()}`);
  return r;
}

/**
 * Writes the database into `archive` and answers what it holds. A server is dumped while the
 * shop runs (pg_dump reads one snapshot); PGlite allows one process, so the API must be stopped.
 */
export async function dumpDatabase(settings, archive) {
  if (settings.databaseUrl) {
    const before = await withDatabase(settings, facts);
    run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${join(archive, PG_DUMP_FILE)}`,
      settings.databaseUrl,
    ]);
    return { kind: 'postgresql', file: PG_DUMP_FILE, ...before };
  }
  const dir = pgliteDir(settings);
  if (!existsSync(join(dir, 'PG_VERSION'))) throw new Error(`no embedded database in ${dir}`);
  return withDatabase(settings, async (query, db) => {
    const before = await facts(query);
    const tarball = await db.dumpDataDir('gzip');
    writeFileSync(join(archive, PGLITE_DUMP_FILE), Buffer.from(await tarball.arrayBuffer()));
    return { kind: 'pglite', file: PGLITE_DUMP_FILE, ...before };
  });
}

/** Why the shop's database is not a fresh one, or null when it is. */
export async function databaseInUse(settings) {
  if (!settings.databaseUrl) {
    const dir = pgliteDir(settings);
    return existsSync(dir) && readdirSync(dir).length > 0 ? `${dir} already holds a database` : null;
  }
  const existing = await withDatabase(settings, facts);
  return existing.tables > 0 || existing.migration
    ? `the database at DATABASE_URL is not empty (${existing.tables} tables)`
    : null;
}

/**
 * Loads the archive's database into the shop's (empty) one and answers its facts after. A
 * non-empty target is refused unless `force`: a server's schemas are then dropped, an embedded
 * database's folder moved aside.
 */
export async function restoreDatabase(settings, archive, manifest, { force }) {
  const file = join(archive, manifest.database.file);
  if (settings.databaseUrl) {
    const inUse = await databaseInUse(settings);
    if (inUse) {
      if (!force) throw new Error(`${inUse}; restore into a new one, or pass --force to drop its contents`);
      await withDatabase(settings, (query) =>
        query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public'),
      );
    }
  } else {
    const dir = pgliteDir(settings);
    const inUse = await databaseInUse(settings);
    if (inUse) {
      if (!force) throw new Error(`${inUse}; pass --force to move it aside`);
      const aside = `${dir}.before-restore-${Date.now()}`;
      renameSync(dir, aside);
      console.log(`[restore] the database that was there is kept in ${aside}`);
    }
  }
  if (manifest.database.kind === 'postgresql') {
    if (!settings.databaseUrl) throw new Error('the archive holds a PostgreSQL dump: set DATABASE_URL');
    run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${settings.databaseUrl}`,
      file,
    ]);
  } else {
    if (settings.databaseUrl) {
      throw new Error('the archive holds the embedded database (PGlite): unset DATABASE_URL to restore it');
    }
    const tarball = new Blob([readFileSync(file)]);
    const db = await openPglite(pgliteDir(settings), tarball);
    await db.close();
  }
  return withDatabase(settings, facts);
}
