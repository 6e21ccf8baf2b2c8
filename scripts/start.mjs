#!/usr/bin/env node
// `npm start`: build what is missing or stale, then run every app; Ctrl-C stops them all.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STOP_TIMEOUT_MS } from './lib/stop-timeout.mjs';
import { storefrontProcess } from './lib/storefront-process.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// The storefront finds the API by itself: API_URL follows API_PORT unless it is given.
const webPort = process.env.PORT || '3000';
const apiPort = process.env.API_PORT || '4000';
if (webPort === apiPort) {
  console.error(`[start] PORT and API_PORT are both ${webPort}; give them different values`);
  process.exit(1);
}
const apiUrl = (process.env.API_URL || `http://127.0.0.1:${apiPort}`).replace(/\/$/, '');
// The shop's one public address (PUBLIC_URL; WEB_URL is its older name): mail links, payment
// result pages and payment pages follow it. The storefront passes /api and /admin to the API.
// Not given, the API is told none, so a demo opened at 127.0.0.1 or a LAN address takes payments
// and links its mails there (the API then follows the address the shopper came to), and gets the
// storefront's port for the links it makes with no shopper at hand (STOREFRONT_PORT); the
// storefront's canonical links still need one address, so it alone gets localhost.
const givenPublicUrl = (process.env.PUBLIC_URL || process.env.WEB_URL || '').replace(/\/$/, '');
const siteUrl = givenPublicUrl || `http://localhost:${webPort}`;

// The storefront subscribes to the API's news of which cached pages went stale, signed with a
// secret the two share (a fresh one each start unless the operator gives STOREFRONT_SECRET).
const storefrontSecret = process.env.STOREFRONT_SECRET || randomBytes(32).toString('base64url');

// The storefront's heap from PAGE_CACHE_MB and two malloc arenas, as the systemd unit starts it
// (scripts/lib/storefront-process.mjs says why); an operator's own MALLOC_ARENA_MAX wins.
const storefront = storefrontProcess({ pageCacheMb: process.env.PAGE_CACHE_MB });

const skipped = new Set(['node_modules', 'dist', '.next', 'data', '.turbo']);

/**
 * Newest modification time of the given files and folders (skipping dependencies and output).
 * Folders count too: deleting or renaming a file changes its folder's time, not any file's.
 * A `git pull` writes every file it changes, so their times move past the last build.
 */
function newest(paths) {
  let max = 0;
  const visit = (full) => {
    let stat;
    try {
      stat = statSync(full);
    } catch {
      return; // a source that does not exist (yet) is not newer than anything
    }
    max = Math.max(max, stat.mtimeMs);
    if (!stat.isDirectory()) return;
    for (const entry of readdirSync(full, { withFileTypes: true })) {
      if (!skipped.has(entry.name) && !entry.name.startsWith('.next')) visit(join(full, entry.name));
    }
  };
  for (const path of paths) visit(join(root, path));
  return max;
}

// Every workspace package: a pull that changes only the generator (packages/paint-by-numbers) or
// the domain rebuilds the apps that bundle it.
const shared = [
  ...readdirSync(join(root, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => [`packages/${entry.name}/src`, `packages/${entry.name}/package.json`]),
  'package-lock.json',
];
const apps = [
  {
    name: 'api',
    built: 'apps/api/dist/server.js',
    sources: ['apps/api/src', 'apps/api/package.json', 'apps/api/tsup.config.ts', ...shared],
    build: ['run', 'build', '-w', '@kartyna/api'],
    run: ['apps/api/dist/server.js'],
    env: {
      API_PORT: apiPort,
      STOREFRONT_PORT: webPort,
      ...(givenPublicUrl ? { PUBLIC_URL: givenPublicUrl } : {}),
      STOREFRONT_SECRET: storefrontSecret,
    },
  },
  {
    // A static app the API serves at /admin; built here, never run on its own.
    name: 'back office',
    built: 'apps/admin/dist/index.html',
    sources: [
      'apps/admin/src',
      'apps/admin/index.html',
      'apps/admin/package.json',
      'apps/admin/vite.config.ts',
      ...shared,
    ],
    build: ['run', 'build', '-w', '@kartyna/admin'],
  },
  {
    name: 'web',
    // Written last by the web build (tsup builds dist-server/ first, then Next builds).
    built: 'apps/web/.next/BUILD_ID',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/package.json',
      'apps/web/next.config.ts',
      'apps/web/tsup.config.ts',
      ...shared,
    ],
    build: ['run', 'build', '-w', '@kartyna/web'],
    run: [...storefront.nodeArgs, join(root, 'apps/web/dist-server/main.js'), '-p', webPort],
    cwd: 'apps/web',
    env: {
      ...storefront.env,
      ...(process.env.MALLOC_ARENA_MAX ? { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX } : {}),
      PORT: webPort,
      API_URL: apiUrl,
      PUBLIC_URL: siteUrl,
      STOREFRONT_SECRET: storefrontSecret,
    },
  },
];

/**
 * When the output was built: the start time of the last build this script ran (a source saved
 * during a build is then still newer), or the output's own time when it was built otherwise.
 */
function builtAt(app) {
  const out = join(root, app.built);
  if (!existsSync(out)) return 0;
  const outTime = statSync(out).mtimeMs;
  const stamp = `${out}.start-stamp`;
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= outTime) {
    const started = Number(readFileSync(stamp, 'utf8'));
    if (Number.isFinite(started)) return started;
  }
  return outTime;
}

const stale = apps.filter((app) => builtAt(app) < newest(app.sources));
// `--check`: name what a start would rebuild and stop (its test, without minutes of building).
if (process.argv.includes('--check')) {
  console.log(`[start] would build: ${stale.map((app) => app.name).join(', ') || 'nothing'}`);
  process.exit(0);
}
for (const app of stale) {
  console.log(`[start] building ${app.name}…`);
  const started = Date.now();
  const r = spawnSync('npm', app.build, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  writeFileSync(join(root, `${app.built}.start-stamp`), String(started));
}

const children = [];
function run(app) {
  const child = spawn(process.execPath, ['--enable-source-maps', ...app.run], {
    cwd: join(root, app.cwd ?? '.'),
    stdio: 'inherit',
    env: {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PAYMENT_PROVIDER: 'sandbox',
      // Test receipts beside test money; refused by the API when a real Checkbox key is given.
      FISCAL_PROVIDER: 'checkbox-sandbox',
      // The demo's catalogue; production leaves it off unless asked (a live shop never gets it back).
      SEED_DEMO: 'true',
      ...process.env,
      ...app.env,
    },
  });
  child.on('exit', (code, signal) => {
    console.log(`[start] ${app.name} stopped (${signal ?? code})`);
    shutdown(stopping ? exitCode : (code ?? 1));
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
  children.push(child);
}

/** Whether the API answers its health check (a few seconds after start, more on a first migrate). */
async function apiAnswers() {
  try {
    return (await fetch(`${apiUrl}/api/health`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

let stopping = false;
let exitCode = 0;
/** Asks every app to drain (SIGTERM) and waits for them; one that hangs outlasts the API's drain and is killed. */
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    process.exit(1);
  }, STOP_TIMEOUT_MS).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
console.log(
  `[start] storefront on http://localhost:${webPort}, back office on http://localhost:${webPort}/admin, API on ${apiUrl} (OpenAPI at /api/docs)`,
);

// The API first: the storefront caches the pages it renders, and a page rendered before the API
// answered (no menu, no contacts) would be served so for up to a minute.
const [api, ...rest] = apps.filter((app) => app.run);
run(api);
for (let i = 0; i < 240 && !stopping && !(await apiAnswers()); i += 1) {
  await new Promise((resolve) => setTimeout(resolve, 500));
}
if (!stopping) for (const app of rest) run(app);
