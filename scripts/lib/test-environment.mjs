// What `npm test` finds or brings before its suites (issue #49), so the README's command needs
// nothing else: Node 24 beside the machine's Node, and the PostgreSQL and Redis servers the
// suites' second runs use when this machine has them.
import { spawnSync } from 'node:child_process';
import { homedir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { answers } from './cluster-database.mjs';

const SHARED_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
const SHARED_REDIS = 'redis://127.0.0.1:6379';

/**
 * The folder of a Node 24 binary: NODE24_BIN when set; none when this Node is 24; else the npm
 * registry's `node@24` package, installed once into a cache of its own. Undefined when it cannot be
 * had (no network): the suites then run once, on this Node, and `say` tells why.
 */
export function provideNode24(say) {
  if (process.env.NODE24_BIN) return process.env.NODE24_BIN;
  if (process.versions.node.startsWith('24.')) return undefined;
  const dir = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'kartyna', 'node24');
  const bin = join(dir, 'node_modules', '.bin');
  const version = () => spawnSync(join(bin, 'node'), ['-v'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  if (!version().startsWith('v24.')) {
    say(`fetching Node 24 from the npm registry's node package into ${dir}`);
    const r = spawnSync(
      'npm',
      ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', dir, 'node@24'],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (r.status !== 0 || !version().startsWith('v24.')) {
      say('Node 24 could not be fetched: the suites run on this Node only');
      return undefined;
    }
  }
  say(`Node ${version()} runs the suites again beside Node ${process.version}`);
  return bin;
}

/** TEST_DATABASE_URL when set; else this machine's PostgreSQL when it answers and lets us in. */
export async function findTestDatabase(say) {
  if (process.env.TEST_DATABASE_URL !== undefined) return process.env.TEST_DATABASE_URL || undefined;
  if (!(await answers('127.0.0.1', 5432))) return undefined;
  const client = new pg.Client({ connectionString: SHARED_POSTGRES, connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    say(`PostgreSQL answers at ${SHARED_POSTGRES}: the API suite runs on it too`);
    return SHARED_POSTGRES;
  } catch (err) {
    say(`PostgreSQL on 127.0.0.1:5432 refused ${SHARED_POSTGRES} (${err.message}); set TEST_DATABASE_URL`);
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** TEST_REDIS_URL when set; else this machine's Redis when it answers. */
export async function findTestRedis() {
  if (process.env.TEST_REDIS_URL !== undefined) return process.env.TEST_REDIS_URL || undefined;
  return (await answers('127.0.0.1', 6379)) ? SHARED_REDIS : undefined;
}
