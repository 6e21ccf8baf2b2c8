import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from './lib/run-shop.mjs';
import { storefrontProcess } from './lib/storefront-process.mjs';

// The units of ops/systemd, checked by systemd's own parser and against the apps' stop timeouts.
const unitsDir = join(root, 'ops/systemd');
const shipped = Object.fromEntries(
  readdirSync(unitsDir)
    .filter((name) => name.endsWith('.service'))
    .map((name) => [name, readFileSync(join(unitsDir, name), 'utf8')]),
);
const npm = spawnSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).stdout.trim();
const scratch = [];
afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * `systemd-analyze verify` of one unit among the given ones (it finds the units named in
 * Requires= beside it), with node and npm where this machine has them: verify refuses a unit
 * whose program is missing. Its warnings (a misspelt key, a bad time) exit 0 but count here.
 */
function verify(units, name) {
  const dir = mkdtempSync(join(tmpdir(), 'kartyna-units-'));
  scratch.push(dir);
  for (const [file, text] of Object.entries(units)) {
    const local = text
      .replaceAll('/usr/bin/node ', `${process.execPath} `)
      .replaceAll('/usr/bin/npm ', `${npm} `);
    writeFileSync(join(dir, file), local);
  }
  const r = spawnSync('/usr/bin/systemd-analyze', ['verify', '--man=no', join(dir, name)], {
    encoding: 'utf8',
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}`.trim() };
}

/** The values of a key in a unit, in order (a key may be given several times). */
const values = (text, key) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${key}=`))
    .map((line) => line.slice(key.length + 1));

/** systemd's time span ("35s", "1min 30s", "20") in ms. */
function spanMs(span) {
  const unit = { ms: 1, s: 1000, sec: 1000, '': 1000, m: 60_000, min: 60_000, h: 3_600_000 };
  let ms = 0;
  for (const [, n, u] of span.matchAll(/(\d+)\s*(ms|sec|s|min|m|h|)/g)) ms += Number(n) * unit[u];
  return ms;
}

/** A number written in the source, e.g. `const DRAIN_TIMEOUT_MS = 25_000;`. */
function sourceMs(path, pattern) {
  const match = pattern.exec(readFileSync(join(root, path), 'utf8'));
  expect(match, `${pattern} in ${path}`).not.toBeNull();
  return Number(match[1].replaceAll('_', ''));
}

describe('ops/systemd', () => {
  it('ships the API, the storefront, the worker and the migration', () => {
    expect(Object.keys(shipped).sort()).toEqual([
      'kartyna-api.service',
      'kartyna-migrate.service',
      'kartyna-storefront.service',
      'kartyna-worker.service',
    ]);
  });

  it.each(Object.keys(shipped))('%s passes systemd-analyze verify without a warning', (name) => {
    expect(verify(shipped, name)).toEqual({ status: 0, output: '' });
  });

  it('fails verify when a unit is broken', () => {
    const api = shipped['kartyna-api.service'];
    const misspelt = api.replace('TimeoutStopSec=', 'TimeoutStopSek=');
    expect(verify({ ...shipped, 'kartyna-api.service': misspelt }, 'kartyna-api.service').output).toMatch(
      /Unknown key 'TimeoutStopSek'/,
    );
    const badTime = api.replace(/^TimeoutStopSec=.*$/m, 'TimeoutStopSec=soon');
    expect(verify({ ...shipped, 'kartyna-api.service': badTime }, 'kartyna-api.service').output).toMatch(
      /Failed to parse/,
    );
    // The migration it requires is not shipped beside it.
    const alone = verify({ 'kartyna-api.service': api }, 'kartyna-api.service');
    expect(alone.status).not.toBe(0);
    expect(alone.output).toMatch(/kartyna-migrate\.service not found/);
    const noProgram = api.replace('/usr/bin/node ', '/usr/bin/kartyna-no-such-node ');
    expect(verify({ ...shipped, 'kartyna-api.service': noProgram }, 'kartyna-api.service').status).not.toBe(
      0,
    );
  });

  it('starts the storefront as npm start does: its heap from PAGE_CACHE_MB, two malloc arenas', () => {
    const [command = ''] = values(shipped['kartyna-storefront.service'], 'ExecStart');
    const script = /^\/bin\/sh -c '(.*)'$/.exec(command)?.[1];
    expect(script, command).toBeDefined();
    // The unit's own line on this checkout, with a probe in place of the server that says what
    // node was started with (systemd turns `$$` into `$` before the shell sees it).
    const dir = mkdtempSync(join(tmpdir(), 'kartyna-units-'));
    scratch.push(dir);
    const probe = join(dir, 'probe.js');
    writeFileSync(
      probe,
      'console.log(JSON.stringify({ args: process.execArgv, arenas: process.env.MALLOC_ARENA_MAX }))',
    );
    const local = (script ?? '')
      .replaceAll('$$', '$')
      .replaceAll('/opt/kartyna', root)
      .replaceAll('/usr/bin/node ', `${process.execPath} `)
      .replace('dist-server/main.js', probe);
    for (const [setting, heap] of [
      [undefined, 208],
      ['512', 304],
    ]) {
      const env = { PATH: process.env.PATH, ...(setting === undefined ? {} : { PAGE_CACHE_MB: setting }) };
      const r = spawnSync('/bin/sh', ['-c', local], { env, encoding: 'utf8' });
      const wanted = storefrontProcess({ pageCacheMb: setting });
      expect(wanted.nodeArgs).toEqual([`--max-old-space-size=${heap}`]);
      expect(JSON.parse(r.stdout || 'null'), r.stderr).toEqual({
        args: [...wanted.nodeArgs, '--enable-source-maps'],
        arenas: wanted.env.MALLOC_ARENA_MAX,
      });
    }
  });

  it('gives each app longer to stop than its own drain takes', () => {
    const stopMs = (name) => spanMs(values(shipped[name], 'TimeoutStopSec')[0] ?? '');
    const drain = sourceMs('apps/api/src/server.ts', /const DRAIN_TIMEOUT_MS = ([\d_]+);/);
    const workerStop = sourceMs('apps/api/src/worker.ts', /const STOP_TIMEOUT_MS = ([\d_]+);/);
    const storefront = sourceMs('apps/web/src/server/main.ts', /process\.exit\(0\), ([\d_]+)\)/);
    expect(drain).toBeGreaterThan(0);
    expect(stopMs('kartyna-api.service')).toBeGreaterThan(drain);
    expect(stopMs('kartyna-worker.service')).toBeGreaterThan(workerStop);
    expect(stopMs('kartyna-storefront.service')).toBeGreaterThan(storefront);
  });

  it('runs the apps as kartyna, hardened, restarted on failure, after the migration', () => {
    for (const [name, text] of Object.entries(shipped)) {
      for (const line of ['User=kartyna', 'NoNewPrivileges=yes', 'ProtectSystem=strict', 'PrivateTmp=yes']) {
        expect(text.split('\n'), `${name}: ${line}`).toContain(line);
      }
      expect(values(text, 'EnvironmentFile')[0], name).toMatch(/^\/etc\/kartyna\/[a-z]+\.env$/);
      if (name === 'kartyna-migrate.service') {
        expect(values(text, 'Type')).toEqual(['oneshot']);
        expect(values(text, 'ExecStart')).toEqual(['/usr/bin/npm run migrate']);
        continue;
      }
      expect(values(text, 'Restart'), name).toEqual(['on-failure']);
    }
    for (const name of ['kartyna-api.service', 'kartyna-worker.service', 'kartyna-migrate.service']) {
      const text = shipped[name];
      // With ProtectSystem=strict the data folder is writable only if the unit says so.
      const dataDir = /DATA_DIR=(\S+)/.exec(values(text, 'Environment').join(' '))?.[1];
      expect(dataDir, name).toBe('/var/lib/kartyna');
      expect(values(text, 'ReadWritePaths'), name).toContain(dataDir);
      if (name === 'kartyna-migrate.service') continue;
      expect(values(text, 'Requires').join(' '), name).toContain('kartyna-migrate.service');
      expect(values(text, 'After').join(' '), name).toContain('kartyna-migrate.service');
    }
    expect(values(shipped['kartyna-worker.service'], 'ExecStart')[0]).toMatch(/apps\/api\/dist\/worker\.js$/);
    expect(values(shipped['kartyna-api.service'], 'ExecStart')[0]).toMatch(/apps\/api\/dist\/server\.js$/);
  });
});
