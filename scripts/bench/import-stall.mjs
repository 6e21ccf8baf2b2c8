#!/usr/bin/env node
// `npm run bench:import-stall` (issue #23): does a big CSV import stall the other requests of
// its process? Starts the built API on a PostgreSQL database that already holds a big
// catalogue (`npm run seed:scale -- --products 100000`), exports it (~31 MB), then reads the
// public listing with autocannon, first alone and then while the same process imports the
// export, and prints the reads' p50/p95/p99/max of both. Not part of `npm test`.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/kartyna_bench npm run bench:import-stall
//
// BENCH_CONNECTIONS (8), BENCH_SECONDS of the read-alone round (10), BENCH_IMPORT_ROWS (all: import
// only the export's first rows), API_DIST_DIR (dist).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { pct, rssOf, waitFor } from '../lib/load.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL database filled by npm run seed:scale.');
  process.exit(2);
}
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const importRows = process.env.BENCH_IMPORT_ROWS ? Number(process.env.BENCH_IMPORT_ROWS) : undefined;
const aloneSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = 20000 + Math.floor(Math.random() * 20000);
const base = `http://127.0.0.1:${port}`;
const readPath = '/api/server/products?page=1';
const dataDir = mkdtempSync(join(tmpdir(), 'kartyna-bench-import-'));
// A staff account of the bench database only; made (or made admin) at start by ADMIN_EMAIL.
const staff = { mail: 'import-bench@kartyna.test', password: 'import-bench-password' };

const api = spawn(
  process.execPath,
  [join(root, 'apps/api', process.env.API_DIST_DIR ?? 'dist', 'server.js')],
  {
    env: {
      ...process.env,
      API_PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      MAIL_WORKER: 'false',
      TEMPLATE_WORKER: 'false',
      DRAW_DEMO_PICTURES: 'false',
      NODE_ENV: 'production',
      AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(48).toString('base64'),
      ADMIN_EMAIL: staff.mail,
      ADMIN_PASSWORD: staff.password,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
process.on('exit', () => {
  api.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

/** Reads the listing until `stop()`; every answer's latency with the time it came back. */
function reads() {
  const answers = [];
  let errors = 0;
  const instance = autocannon({ url: `${base}${readPath}`, connections, duration: 3600 });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status !== 200) errors += 1;
    answers.push({ at: performance.now(), ms });
  });
  instance.on('reqError', () => (errors += 1));
  const done = new Promise((resolve) => instance.once('done', resolve));
  return {
    async stop() {
      instance.stop();
      await done;
      return { answers, errors };
    },
  };
}

const round = (ms) => Math.round(ms * 10) / 10;

function summary(answers, from, to) {
  const window = answers.filter((a) => a.at >= from && a.at <= to).map((a) => a.ms);
  window.sort((a, b) => a - b);
  const seconds = (to - from) / 1000;
  return {
    reads: window.length,
    'req/s': Math.round(window.length / seconds),
    'p50 ms': round(pct(window, 0.5)),
    'p95 ms': round(pct(window, 0.95)),
    'p99 ms': round(pct(window, 0.99)),
    'max ms': round(window.at(-1) ?? NaN),
  };
}

await waitFor(`${base}/health/live`);
const login = await fetch(`${base}/api/server/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(staff),
});
if (!login.ok) throw new Error(`staff login: ${login.status} ${await login.text()}`);
const auth = { authorization: `Bearer ${(await login.json()).accessToken}` };

let started = performance.now();
const exported = Buffer.from(
  await (await fetch(`${base}/api/admin/products/export.csv`, { headers: auth })).arrayBuffer(),
);
const rows = exported.toString('utf8').split('\r\n').length - 2;
console.log(
  `export: ${(exported.length / 1024 / 1024).toFixed(1)} MB, ~${rows} products, ` +
    `${Math.round(performance.now() - started)} ms`,
);
if (rows < 90_000) console.warn('fewer than 100,000 products: npm run seed:scale -- --products 100000');

// Warm up the listing's caches, then the reads alone.
await (await fetch(`${base}${readPath}`)).arrayBuffer();
let load = reads();
started = performance.now();
await new Promise((resolve) => setTimeout(resolve, aloneSeconds * 1000));
let ended = performance.now();
const alone = await load.stop();
const withoutImport = summary(alone.answers, started, ended);

// The same reads while the process imports the file it exported (or its first rows).
let file = exported;
if (importRows !== undefined) {
  let at = 0;
  for (let line = 0; line <= importRows && at !== -1; line += 1) at = exported.indexOf('\r\n', at + 2);
  file = exported.subarray(0, at === -1 ? exported.length : at + 2);
}
load = reads();
await new Promise((resolve) => setTimeout(resolve, 1000));
const form = new FormData();
form.append('file', new Blob([file], { type: 'text/csv' }), 'products.csv');
started = performance.now();
const res = await fetch(`${base}/api/admin/products/import`, { method: 'POST', headers: auth, body: form });
const report = await res.json();
ended = performance.now();
const during = await load.stop();
const duringImport = summary(during.answers, started, ended);

console.log(
  `import of ${(file.length / 1024 / 1024).toFixed(1)} MB: ${res.status} in ${((ended - started) / 1000).toFixed(1)} s; created ${report.created}, ` +
    `updated ${report.updated}, unchanged ${report.unchanged}, errors ${report.errors?.length ?? report.message}; ` +
    `API RSS ${rssOf(api.pid)} MB`,
);
console.log(`reads of ${readPath} at ${connections} connections:`);
console.table({ 'without import': withoutImport, 'during import': duringImport });
if (alone.errors + during.errors) console.log(`read errors: ${alone.errors + during.errors}`);
process.exit(res.ok ? 0 : 1);
