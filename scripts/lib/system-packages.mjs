// The Debian packages `npm test` needs beside npm's, in one place: scripts/test.mjs installs the
// missing ones first (as root, or through `sudo -n`), and a suite whose package is still missing fails
// with one line naming it and the command that installs it. scripts/system-packages.test.mjs checks
// that every system command the suites call is listed here.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const PG_BIN = '/usr/lib/postgresql/15/bin';

/**
 * `commands`: what the suites run (looked up on PATH, in /usr/sbin and in PostgreSQL's bin);
 * `fallback`: a package to try when the first is not in the machine's sources.
 */
export const systemPackages = [
  {
    name: 'chromium',
    commands: ['chromium'],
    for: 'the browser journeys (Debian’s Chromium; nothing downloads one)',
  },
  {
    name: 'nginx-light',
    fallback: 'nginx',
    commands: ['nginx'],
    for: 'the cluster and failover tests (nginx in front)',
  },
  { name: 'prometheus', commands: ['promtool'], for: 'the alert rules and their unit tests' },
  { name: 'systemd', commands: ['systemd-analyze'], for: 'the check of ops/systemd’s units' },
  { name: 'postgresql-client', commands: ['pg_dump', 'pg_restore', 'psql'], for: 'backup and restore' },
  {
    name: 'postgresql-15',
    commands: ['initdb', 'pg_ctl', 'postgres', 'pg_basebackup', 'pg_rewind'],
    for: 'the tests that stop, crash or fail over a PostgreSQL of their own',
  },
  { name: 'patroni', commands: ['patroni', 'patronictl'], for: 'the failover rehearsal' },
  { name: 'etcd-server', commands: ['etcd'], for: 'the failover rehearsal (Patroni’s store)' },
  { name: 'etcd-client', commands: ['etcdctl'], for: 'the failover rehearsal' },
  { name: 'haproxy', commands: ['haproxy'], for: 'the failover rehearsal (routing to the primary)' },
  { name: 'redis-server', commands: ['redis-server'], for: 'the failover rehearsal (a Redis it stops)' },
  { name: 'openssl', commands: ['openssl'], for: 'the cluster test’s https certificate' },
];

const searchPath = () => [
  ...(process.env.PATH ?? '').split(delimiter).filter(Boolean),
  '/usr/sbin',
  '/sbin',
  PG_BIN,
];

/** The full path of a system command, or undefined when the machine lacks it. */
export function findCommand(command) {
  for (const dir of searchPath()) {
    const candidate = join(dir, command);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The packages of which some command is missing. */
export const missingPackages = (packages = systemPackages) =>
  packages.filter((p) => p.commands.some((c) => !findCommand(c)));

/** The one line a suite fails with when a package it needs is missing. */
export const missingLine = (pkg) =>
  `needs ${pkg.commands.filter((c) => !findCommand(c)).join(', ')} from Debian's ${pkg.name} ` +
  `(${pkg.for}): apt-get install -y ${pkg.name}`;

/** How this process may run apt-get: directly as root, through passwordless sudo, or not at all. */
function aptRunner() {
  if (!findCommand('apt-get')) return undefined;
  if (process.getuid?.() === 0) return [];
  const sudo = findCommand('sudo');
  if (sudo && spawnSync(sudo, ['-n', 'true']).status === 0) return [sudo, '-n'];
  return undefined;
}

/**
 * Installs what is missing when the machine allows it; answers the packages still missing.
 * `say` prints progress (one line per package installed, or why nothing could be).
 */
export function installMissing(say = console.log) {
  const missing = missingPackages();
  if (missing.length === 0) return [];
  const runner = aptRunner();
  if (!runner) {
    say(`cannot install ${missing.map((p) => p.name).join(', ')}: not root and no passwordless sudo`);
    return missing;
  }
  const apt = (args) => {
    const [cmd, ...rest] = [...runner, 'apt-get', ...args];
    return spawnSync(cmd, rest, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status;
  };
  say(`installing ${missing.map((p) => p.name).join(', ')} from Debian`);
  if (apt(['update', '-qq']) !== 0) say('apt-get update failed (no network?)');
  for (const pkg of missing) {
    const ok =
      apt(['install', '-y', '-qq', pkg.name]) === 0 ||
      (pkg.fallback && apt(['install', '-y', '-qq', pkg.fallback]) === 0);
    say(`${pkg.name}: ${ok ? 'installed' : 'could not be installed'}`);
  }
  return missingPackages(missing);
}
