// Issue #49: every system command a suite of `npm test` calls comes from a Debian package that
// `npm test` installs (scripts/lib/system-packages.mjs), or from what any Debian machine running
// Node has. A new test that calls a tool nobody installs fails here, not on a newcomer's machine.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './lib/run-shop.mjs';
import { missingLine, systemPackages } from './lib/system-packages.mjs';

/** Debian's essential packages, util-linux, and what comes with Node and the clone itself. */
const BASE = new Set([
  'node',
  'npm',
  'npx',
  'sh',
  'bash',
  'tar',
  'id',
  'chown',
  'runuser',
  'kill',
  'true',
  'git',
  'command',
]);

/** What `npm test` runs: the scripts and their libraries, the apps' sources and the journeys. */
const SCANNED = [
  'scripts',
  'apps/api/src',
  'apps/web/src',
  'apps/web/e2e',
  'apps/web/playwright.config.ts',
  'apps/admin/src',
];
/** Not part of `npm test`: the container test (`npm run test:container`), benchmarks, screenshots. */
const NOT_IN_NPM_TEST = [
  /^scripts\/(system-packages-)?container\.test\.mjs$/,
  /^scripts\/bench\//,
  /^scripts\/screenshots/,
];

function files(path) {
  const full = join(root, path);
  if (statSync(full).isFile()) return [path];
  return readdirSync(full).flatMap((name) =>
    name === 'node_modules' || name.startsWith('.') ? [] : files(join(path, name)),
  );
}

/** The system commands a source names as a process to run. */
export function commandsIn(source) {
  const found = new Set();
  const add = (name) => found.add(name.split('/').pop());
  const patterns = [
    // spawn('haproxy', …), run('pg_dump', …), start('etcd', …), execFileSync('id', …)
    /\b(?:spawn|spawnSync|execFile|execFileSync|run|start|exec)\(\s*'([a-z][\w.-]*)'/g,
    // '/usr/sbin/nginx', '/usr/bin/chromium'
    /'\/usr\/(?:s?bin|lib\/postgresql\/\d+\/bin)\/([\w.-]+)'/g,
    // join(PG_BIN, 'initdb')
    /PG_BIN,\s*'([\w.-]+)'/g,
  ];
  for (const pattern of patterns) for (const m of source.matchAll(pattern)) add(m[1]);
  // sh -c 'promtool check … && promtool test …'
  for (const m of source.matchAll(/'sh',\s*(?:args:\s*)?\[\s*'-c',\s*'([^']+)'/g))
    for (const part of m[1].split(/&&|\|\||;|\|/)) add(part.trim().split(/\s+/)[0]);
  return found;
}

describe('the Debian packages npm test installs', () => {
  const listed = new Set(systemPackages.flatMap((p) => p.commands));

  it('cover every system command the suites call', () => {
    const uncovered = [];
    for (const file of SCANNED.flatMap(files)) {
      const path = relative(root, join(root, file));
      if (!/\.(mjs|ts|tsx)$/.test(path) || NOT_IN_NPM_TEST.some((re) => re.test(path))) continue;
      for (const command of commandsIn(readFileSync(join(root, path), 'utf8')))
        if (!BASE.has(command) && !listed.has(command)) uncovered.push(`${command} (${path})`);
    }
    expect(uncovered).toEqual([]);
  });

  it('finds the commands however a suite names them', () => {
    const source = [
      "spawnSync('/usr/sbin/haproxy', ['-c'])",
      "run('pg_dump', args)",
      "execFileSync(join(PG_BIN, 'initdb'), [])",
      "cmd: 'sh', args: ['-c', 'promtool check rules a.yml && promtool test rules b.yml']",
      "start('etcd', ['--name'])",
    ].join('\n');
    expect([...commandsIn(source)].sort()).toEqual(['etcd', 'haproxy', 'initdb', 'pg_dump', 'promtool']);
  });

  it('tell a suite lacking one what to install, in one line', () => {
    const pkg = { name: 'kartyna-absent', commands: ['kartyna-absent-tool'], for: 'a suite that needs it' };
    expect(missingLine(pkg)).toBe(
      "needs kartyna-absent-tool from Debian's kartyna-absent (a suite that needs it): apt-get install -y kartyna-absent",
    );
  });

  it('name each package once, with what it is for', () => {
    const names = systemPackages.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const p of systemPackages) expect(p.for.length, p.name).toBeGreaterThan(10);
  });
});
