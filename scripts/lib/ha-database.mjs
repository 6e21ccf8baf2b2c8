// `npm run cluster -- --ha` and the failover test: PostgreSQL 15 on two nodes under Patroni (one
// synchronous standby), one etcd and HAProxy in front routing to whichever node Patroni's REST
// calls primary. Temp folders and free ports only; stop() ends all of it and removes the folders.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
} from 'node:fs';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePorts } from './free-port.mjs';
import { PG_BIN, missingLine, missingPackages, systemPackages } from './system-packages.mjs';

/**
 * Patroni 3.0's floors are ttl 20, loop_wait 1, retry_timeout 3, with loop_wait + 2 × retry_timeout
 * ≤ ttl. The floor ttl is how long a dead primary keeps its leader key: the failover's wait.
 */
export const TIMINGS = { ttl: 20, loop_wait: 1, retry_timeout: 5 };

/** The Debian packages the rehearsal runs on (scripts/lib/system-packages.mjs installs them). */
export const HA_PACKAGES = ['patroni', 'etcd-server', 'etcd-client', 'haproxy', 'postgresql-15'];

/** The missing ones, each as the one line that says how to install it; empty when all are there. */
export const missingHaPackages = (more = []) =>
  missingPackages(systemPackages.filter((p) => [...HA_PACKAGES, ...more].includes(p.name))).map(missingLine);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function until(what, predicate, timeoutMs, children = []) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const dead = children.find((c) => c.exitCode !== null || c.signalCode !== null);
    if (dead) {
      const tail = readFileSync(dead.logFile, 'utf8').trim().split('\n').slice(-3).join('\n');
      throw new Error(`${what}: ${dead.spawnargs[0]} exited (${dead.exitCode ?? dead.signalCode}):\n${tail}`);
    }
    if (await predicate().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`gave up waiting for ${what}`);
}

const status = async (url) => (await fetch(url, { signal: AbortSignal.timeout(1000) })).status;

/** The processes a postmaster started, found before it dies (they are orphaned after). */
function childrenOf(pid) {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

const kill = (pid) => {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
};

function patroniConfig({ name, dir, pgPort, restPort, etcdPort }) {
  // JSON is YAML too: no YAML writer needed.
  return JSON.stringify({
    scope: 'kartyna',
    name,
    restapi: { listen: `127.0.0.1:${restPort}`, connect_address: `127.0.0.1:${restPort}` },
    etcd3: { hosts: [`127.0.0.1:${etcdPort}`] },
    bootstrap: {
      dcs: {
        ...TIMINGS,
        maximum_lag_on_failover: 1048576,
        // A commit is acknowledged only once the standby has it: a failover loses no order.
        synchronous_mode: true,
        postgresql: {
          use_pg_rewind: true,
          parameters: { max_connections: 200, wal_log_hints: 'on', max_wal_senders: 5 },
        },
      },
      initdb: [{ encoding: 'UTF8' }, { locale: 'C.UTF-8' }, 'no-sync'],
    },
    postgresql: {
      listen: `127.0.0.1:${pgPort}`,
      connect_address: `127.0.0.1:${pgPort}`,
      data_dir: join(dir, 'data'),
      bin_dir: PG_BIN,
      pgpass: join(dir, 'pgpass'),
      authentication: {
        superuser: { username: 'postgres', password: 'postgres' },
        replication: { username: 'replicator', password: 'replicator' },
      },
      pg_hba: [
        'local all all trust',
        'host all all 127.0.0.1/32 trust',
        'host replication all 127.0.0.1/32 trust',
      ],
      // A rehearsal in temp folders: flushing them to disk would prove nothing and cost seconds.
      parameters: { unix_socket_directories: dir, fsync: 'off' },
    },
  });
}

/**
 * Starts etcd, two Patroni nodes and HAProxy; resolves once the standby is synchronous and the
 * `database` answers through HAProxy. `log` gets one line per step.
 */
export async function startHaDatabase({ log = () => undefined, database = 'kartyna' } = {}) {
  const [missing] = missingHaPackages();
  if (missing) throw new Error(`the failover rehearsal ${missing}`);
  const dir = mkdtempSync(join(tmpdir(), 'kartyna-ha-'));
  chmodSync(dir, 0o755); // the postgres user reaches its node's folder through it
  const children = [];
  let stopped = false;
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout);
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout);
  // PostgreSQL and Patroni refuse root: as root they run as the postgres user.
  const asPostgres = process.getuid?.() === 0 ? { uid, gid } : {};
  const start = (name, args, options = {}) => {
    const logFile = join(dir, `${name}.log`);
    const out = openSync(logFile, 'a');
    const child = spawn(args[0], args.slice(1), { stdio: ['ignore', out, out], ...options });
    child.logFile = logFile;
    child.on('exit', (code, signal) => {
      if (!stopped && !child.killedOnPurpose) log(`${name} stopped unexpectedly (${signal ?? code})`);
    });
    children.push(child);
    return child;
  };
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // Patroni first (it stops its PostgreSQL), etcd last: Patroni wants it while stopping.
    for (const child of [...children].reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        const hard = setTimeout(() => child.kill('SIGKILL'), 20_000);
        child.once('exit', () => resolve(clearTimeout(hard)));
      });
    }
    for (const node of nodes) for (const pid of node.orphans()) kill(pid);
    rmSync(dir, { recursive: true, force: true });
  };
  const onExit = () => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL'));
  process.once('exit', onExit);

  const nodes = [];
  try {
    const [etcdPort, peerPort, proxyPort, ...ports] = await freePorts(7);
    const etcdUrl = `http://127.0.0.1:${etcdPort}`;
    const peerUrl = `http://127.0.0.1:${peerPort}`;
    const etcd = start('etcd', [
      '/usr/bin/etcd',
      ...['--name', 'etcd1', '--data-dir', join(dir, 'etcd')],
      ...['--listen-client-urls', etcdUrl, '--advertise-client-urls', etcdUrl],
      ...['--listen-peer-urls', peerUrl, '--initial-advertise-peer-urls', peerUrl],
      ...['--initial-cluster', `etcd1=${peerUrl}`],
    ]);
    await until('etcd', async () => (await status(`${etcdUrl}/health`)) === 200, 30_000, [etcd]);
    log(`etcd on ${etcdUrl}`);

    for (const [i, name] of ['node1', 'node2'].entries()) {
      const nodeDir = join(dir, name);
      mkdirSync(nodeDir, { mode: 0o700 });
      const [pgPort, restPort] = [ports[i * 2], ports[i * 2 + 1]];
      const config = join(nodeDir, 'patroni.yml');
      writeFileSync(config, patroniConfig({ name, dir: nodeDir, pgPort, restPort, etcdPort }));
      if (asPostgres.uid !== undefined) for (const p of [nodeDir, config]) chownSync(p, uid, gid);
      const node = { name, pgPort, rest: `http://127.0.0.1:${restPort}`, dir: nodeDir };
      const postmaster = () => {
        const pidFile = join(nodeDir, 'data', 'postmaster.pid');
        return existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : undefined;
      };
      node.orphans = () => {
        const pid = postmaster();
        return pid && existsSync(`/proc/${pid}`) ? [pid, ...childrenOf(pid)] : [];
      };
      // The first bootstraps the cluster; the second, once the first leads, clones it.
      node.patroni = start(`patroni-${name}`, ['/usr/bin/patroni', config], {
        ...asPostgres,
        cwd: nodeDir,
        env: { ...process.env, HOME: nodeDir },
      });
      node.postmaster = postmaster;
      nodes.push(node);
      const role = i === 0 ? 'primary' : 'replica';
      await until(`${name} as ${role}`, async () => (await status(`${node.rest}/${role}`)) === 200, 90_000, [
        etcd,
        node.patroni,
      ]);
      log(`${name}: PostgreSQL on 127.0.0.1:${pgPort}, Patroni REST on ${node.rest}, ${role}`);
    }
    await until('a synchronous standby', async () => (await status(`${nodes[1].rest}/sync`)) === 200, 30_000);

    const haproxyConfig = join(dir, 'haproxy.cfg');
    writeFileSync(
      haproxyConfig,
      `global
  maxconn 1000
defaults
  mode tcp
  timeout connect 2s
  timeout client 30m
  timeout server 30m
  timeout check 1s
listen postgres
  bind 127.0.0.1:${proxyPort}
  # Patroni answers /primary 200 on the leader only; 1 s checks, two misses, and the dead
  # primary's connections are cut at once rather than left to hang. A server marked down is
  # checked every 250 ms: a promoted standby takes connections within a quarter second.
  option httpchk OPTIONS /primary
  http-check expect status 200
  default-server inter 1s downinter 250ms fall 2 rise 1 on-marked-down shutdown-sessions
${nodes.map((n) => `  server ${n.name} 127.0.0.1:${n.pgPort} maxconn 300 check port ${new URL(n.rest).port}`).join('\n')}
`,
    );
    const check = spawnSync('/usr/sbin/haproxy', ['-c', '-q', '-f', haproxyConfig], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`haproxy refused its configuration: ${check.stderr}`);
    const haproxy = start('haproxy', ['/usr/sbin/haproxy', '-db', '-f', haproxyConfig]);
    const server = `postgres://postgres@127.0.0.1:${proxyPort}/postgres`;
    const query = async (url, sql) => {
      const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
      await c.connect();
      try {
        return (await c.query(sql)).rows;
      } finally {
        await c.end().catch(() => undefined);
      }
    };
    // HAProxy counts a server up until its checks fail twice: only once several connections in a
    // row reach a writable server is the standby out of the rotation.
    let inARow = 0;
    await until(
      'HAProxy to the primary alone',
      async () => {
        const [{ standby }] = await query(server, 'select pg_is_in_recovery() as standby');
        inARow = standby ? 0 : inARow + 1;
        return inARow >= 4;
      },
      30_000,
      [haproxy],
    );
    await query(server, `create database ${database}`);
    log(`HAProxy on 127.0.0.1:${proxyPort} to the primary (checks Patroni's /primary)`);

    /** The node Patroni calls primary now, or undefined during a failover. */
    const primary = async () => {
      for (const node of nodes)
        if ((await status(`${node.rest}/primary`).catch(() => 0)) === 200) return node;
      return undefined;
    };
    return {
      url: `postgres://postgres@127.0.0.1:${proxyPort}/${database}`,
      nodes,
      dir,
      primary,
      /** The primary's machine lost at once: its Patroni, postmaster and backends SIGKILLed. */
      async killPrimary() {
        const node = await primary();
        if (!node) throw new Error('no primary to kill');
        const backends = node.orphans();
        node.patroni.killedOnPurpose = true;
        node.patroni.kill('SIGKILL');
        for (const pid of backends) kill(pid);
        log(`killed ${node.name} (Patroni and ${backends.length} PostgreSQL processes)`);
        return node;
      },
      stop: async () => {
        await stop();
        process.off('exit', onExit);
      },
    };
  } catch (error) {
    await stop();
    process.off('exit', onExit);
    throw error;
  }
}
