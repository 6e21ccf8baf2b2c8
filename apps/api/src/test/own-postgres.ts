import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** PostgreSQL 15 as Debian installs it (CI machines have it; elsewhere the tests skip). */
export const PG_BIN = '/usr/lib/postgresql/15/bin';
export const hasPostgresBinaries = existsSync(join(PG_BIN, 'initdb')) && existsSync(join(PG_BIN, 'pg_ctl'));

/** A free TCP port on the loopback interface, as the OS hands it out. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** initdb and the server refuse to run as root: as root, they run as the `postgres` user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:PORT/<database> */
  url(database?: string): string;
  stop(): void;
  /** stops at once, as a crash would: no checkpoint, every connection dropped */
  crash(): void;
  start(): void;
  /** stops the server for good and removes its files */
  destroy(): void;
}

/**
 * A PostgreSQL cluster of the test's own on a free port in a temp folder: tests that stop and
 * start the database must never touch the shared server.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'kartyna-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  const user = runAs();
  if (user) chownSync(dir, user.uid, user.gid);
  const run = (bin: string, args: string[]) =>
    execFileSync(join(PG_BIN, bin), args, { stdio: 'pipe', cwd: dir, ...(user ?? {}) });
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop,
    crash: () => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
