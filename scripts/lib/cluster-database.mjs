// The database and the reachability probe of the cluster: a database of its own on the local
// PostgreSQL server (or an initdb cluster in the temp folder), so a run never touches another's data.
// Also used by the sale bench.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { PG_BIN } from './system-packages.mjs';

/** Whether something accepts TCP connections there. */
export function answers(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * The database: DATABASE_URL when given; else a database of its own on the PostgreSQL server
 * at 127.0.0.1:5432 (named `prefix`_ and a random suffix); else a cluster of its own (initdb)
 * in the temp folder.
 */
export async function provideDatabase(
  dir,
  given,
  port,
  log,
  { own = false, prefix = 'kartyna_cluster' } = {},
) {
  if (given) return { url: given, stop: async () => undefined };
  if (!own && (await answers('127.0.0.1', 5432))) {
    const server = 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `${prefix}_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    log(`database ${name} on the PostgreSQL server at 127.0.0.1:5432`);
    return {
      url: `postgres://postgres@127.0.0.1:5432/${name}`,
      async stop() {
        const c = new pg.Client({ connectionString: server });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  if (!existsSync(join(PG_BIN, 'initdb')))
    throw new Error('no PostgreSQL answers and no initdb to start one');
  const data = join(dir, 'pg');
  // initdb refuses to run as root; the cluster then belongs to the postgres user.
  const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  if (asPostgres.length) {
    chmodSync(dir, 0o755);
    mkdirSync(data, { mode: 0o700 });
    spawnSync('chown', ['postgres', data]);
  }
  const run = (bin, args) => {
    const [cmd, ...rest] = [...asPostgres, join(PG_BIN, bin), ...args];
    const r = spawnSync(cmd, rest, { stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error(`${bin} failed (${r.status})`);
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  run('pg_ctl', ['-D', data, '-o', `-p ${port} -k ${data} -c listen_addresses=127.0.0.1`, '-w', 'start']);
  log(`PostgreSQL cluster of its own on port ${port}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
  };
}
