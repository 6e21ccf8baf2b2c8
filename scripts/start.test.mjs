// `npm start` on a built tree, twice in a row, on ports of its own: the storefront must reach
// the API by itself (API_URL follows API_PORT), and a second start must find everything built.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './lib/free-port.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = ['apps/api/dist/server.js', 'apps/admin/dist/index.html', 'apps/web/dist-server/main.js'];

const dataDir = mkdtempSync(join(tmpdir(), 'kartyna-start-'));
const running = new Set();
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Polls until the URL answers 200 (the shop takes a while to start on a busy machine). */
async function answered(url, child, deadlineMs = 180_000) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`npm start exited (${child.exitCode}) before ${url} answered`);
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status === 200) return res;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > deadlineMs) throw new Error(`${url} did not answer in ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One `npm start`: waits for the shop, checks it, stops it with SIGTERM; returns its output. */
async function startShop(webPort, apiPort) {
  const env = { ...process.env, PORT: String(webPort), API_PORT: String(apiPort), DATA_DIR: dataDir };
  // What the test runner or the caller set must not point the shop elsewhere.
  for (const name of [
    'NODE_ENV',
    'API_URL',
    'PUBLIC_URL',
    'WEB_URL',
    'PUBLIC_API_URL',
    'DATABASE_URL',
    'API_DIST_DIR',
    'NEXT_DIST_DIR',
  ])
    delete env[name];
  Object.assign(env, { DRAW_DEMO_PICTURES: 'false', LOG_LEVEL: 'warn' });
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const started = Date.now();
  try {
    // The API's shop endpoint through the storefront's origin: the proxy found the API's port.
    const tree = await answered(`http://127.0.0.1:${webPort}/api/server/content/categories-tree`, child);
    const categories = await tree.json();
    expect(Array.isArray(categories) && categories.length).toBeGreaterThan(0);
    expect((await answered(`http://127.0.0.1:${apiPort}/health/ready`, child)).status).toBe(200);
    // A page rendered on the server, which calls the API itself.
    const page = await answered(`http://127.0.0.1:${webPort}/catalog`, child);
    expect(await page.text()).toContain('<html');
    // No PUBLIC_URL (issue #48): links follow the address the shopper used through the storefront,
    // and, asked with no shopper at hand (straight at the API), the storefront's port, not 3000.
    const feed = async (url) => (await answered(url, child)).text();
    expect(await feed(`http://127.0.0.1:${webPort}/feeds/hotline.xml`)).toContain(
      `<url>http://127.0.0.1:${webPort}/product/`,
    );
    expect(await feed(`http://127.0.0.1:${apiPort}/api/server/feeds/hotline.xml`)).toContain(
      `<url>http://localhost:${webPort}/product/`,
    );
  } catch (error) {
    throw new Error(`${error.message}\n--- npm start said:\n${output.slice(-4000)}`);
  }
  const readyMs = Date.now() - started;
  child.kill('SIGTERM');
  const code = await exited;
  running.delete(child);
  return { output, code, readyMs };
}

describe('npm start', () => {
  it('rebuilds every app that bundles a package a pull changed, the generator included', () => {
    const missing = built.filter((file) => !existsSync(join(root, file)));
    expect(missing, 'build first (npm test builds before this suite)').toEqual([]);
    const check = () =>
      execFileSync(process.execPath, [join(root, 'scripts/start.mjs'), '--check'], { encoding: 'utf8' });
    expect(check()).toContain('would build: nothing');
    const generator = join(root, 'packages/paint-by-numbers/src/index.ts');
    const before = statSync(generator);
    const later = new Date(Date.now() + 5000);
    utimesSync(generator, later, later);
    try {
      expect(check()).toContain('would build: api, back office, web');
    } finally {
      utimesSync(generator, before.atime, before.mtime);
    }
  });

  it('starts a built shop twice in a row on custom ports, the second time after a pull changed the API', async () => {
    const missing = built.filter((file) => !existsSync(join(root, file)));
    expect(missing, 'build first (npm test builds before this suite)').toEqual([]);
    const [webPort, apiPort] = [await freePort(), await freePort()];

    // Everything is built: nothing is rebuilt (the second start of issue #14 crashed right here).
    const first = await startShop(webPort, apiPort);
    expect(first.code, first.output).toBe(0);
    expect(first.output).not.toContain('[start] building');

    // Like a `git pull` that changed one API file: only the API is rebuilt.
    const now = new Date();
    utimesSync(join(root, 'apps/api/src/server.ts'), now, now);
    const second = await startShop(webPort, apiPort);
    expect(second.code, second.output).toBe(0);
    expect(second.output).toContain('[start] building api');
    expect(second.output).not.toContain('building web');
    expect(second.output).not.toContain('building back office');
    console.log(`npm start answered after ${first.readyMs} ms, then ${second.readyMs} ms (API rebuilt)`);
  });
});
