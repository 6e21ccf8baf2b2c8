#!/usr/bin/env node
// `npm run bench:feeds` (issue #45): each marketplace feed read whole through the storefront's
// /feeds/<file> from a big catalogue (`npm run seed:scale -- --products 100000` into
// BENCH_DATABASE_URL): its first byte, its whole time and size, and the API's and storefront's
// resident memory while it streams. Beside it, in the same run: the catalogue listing read alone
// (the ceiling) and read while a feed streams, so a feed is seen not to starve the shoppers.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/kartyna_bench npm run bench:feeds
//
// BENCH_ROUNDS (3) reads of each feed; BENCH_SECONDS (5) of listing load at BENCH_CONNECTIONS (8).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, rssOf, runOnce, pct, waitFor } from '../lib/load.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL database filled by npm run seed:scale.');
  process.exit(2);
}
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const port = 20000 + Math.floor(Math.random() * 20000);
const webPort = port + 1;
const base = `http://127.0.0.1:${port}`;
const webBase = `http://127.0.0.1:${webPort}`;
const dataDir = mkdtempSync(join(tmpdir(), 'kartyna-bench-feeds-'));
const storefrontSecret = randomBytes(32).toString('base64url');
const feeds = ['google-merchant.xml', 'rozetka.xml', 'prom.xml', 'hotline.xml'];

const api = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
  env: {
    ...process.env,
    API_PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    MAIL_WORKER: 'false',
    DRAW_DEMO_PICTURES: 'false',
    NODE_ENV: 'production',
    AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(48).toString('base64'),
    STOREFRONT_SECRET: storefrontSecret,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
await waitFor(`${base}/health/ready`);
const web = spawn(process.execPath, [join(root, 'apps/web/dist-server/main.js'), '-p', String(webPort)], {
  cwd: join(root, 'apps/web'),
  env: { ...process.env, NODE_ENV: 'production', API_URL: base, STOREFRONT_SECRET: storefrontSecret },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopAll = () => {
  api.kill('SIGTERM');
  web.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));
await waitFor(`${webBase}/`);

/** One whole read: first byte and end in ms, bytes, and the highest RSS of both processes meanwhile. */
async function readFeed(file) {
  let peakApi = rssOf(api.pid) ?? 0;
  let peakWeb = rssOf(web.pid) ?? 0;
  const sampler = setInterval(() => {
    peakApi = Math.max(peakApi, rssOf(api.pid) ?? 0);
    peakWeb = Math.max(peakWeb, rssOf(web.pid) ?? 0);
  }, 100);
  const started = performance.now();
  const res = await fetch(`${webBase}/feeds/${file}`, { headers: { 'accept-encoding': 'identity' } });
  const reader = res.body.getReader();
  let firstByte = null;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByte ??= performance.now() - started;
    bytes += value.length;
  }
  clearInterval(sampler);
  if (res.status !== 200) throw new Error(`${file}: ${res.status}`);
  return { firstByte, whole: performance.now() - started, bytes, peakApi, peakWeb };
}

/** The listing at random pages for `seconds`: p50 and req/s. */
async function listing() {
  const scenario = {
    origin: base,
    random: () => `/api/server/products?page=${1 + Math.floor(Math.random() * 400)}&pageSize=24`,
  };
  const { result, latencies } = await runOnce(scenario, connections, seconds);
  latencies.sort((a, b) => a - b);
  return {
    p50: pct(latencies, 0.5),
    p99: pct(latencies, 0.99),
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
/** rssOf answers MB already. */
const rss = (megabytes) => megabytes.toFixed(0);
const idle = { api: rssOf(api.pid) ?? 0, web: rssOf(web.pid) ?? 0 };
await readFeed('rozetka.xml'); // warm-up: the category tree, the connections, the JIT
console.log(
  `\nIdle RSS: API ${rss(idle.api)} MB, storefront ${rss(idle.web)} MB; ${rounds} reads of each feed\n`,
);
console.log('| feed | first byte ms | whole s | MB | entries/s | API RSS MB | storefront RSS MB |');
console.log('|---|---|---|---|---|---|---|');
for (const file of feeds) {
  const runs = [];
  for (let i = 0; i < rounds; i += 1) runs.push(await readFeed(file));
  const m = (k) => median(runs.map((r) => r[k]));
  const entries = Number(process.env.BENCH_PRODUCTS ?? 100_000);
  console.log(
    `| ${file} | ${m('firstByte').toFixed(0)} | ${(m('whole') / 1000).toFixed(1)} | ${mb(m('bytes'))} | ${(entries / (m('whole') / 1000)).toFixed(0)} | ${rss(Math.max(...runs.map((r) => r.peakApi)))} | ${rss(Math.max(...runs.map((r) => r.peakWeb)))} |`,
  );
}

// The shoppers' listing alone, then while feeds stream one after another: medians of rounds.
const alone = [];
const during = [];
for (let i = 0; i < rounds; i += 1) {
  alone.push(await listing());
  let streaming = true;
  const feeder = (async () => {
    while (streaming) await readFeed('google-merchant.xml');
  })();
  during.push(await listing());
  streaming = false;
  await feeder;
}
const row = (name, xs) => {
  const m = (k) => median(xs.map((x) => x[k]));
  return `| ${name} | ${m('p50').toFixed(1)} | ${m('p99').toFixed(1)} | ${m('rps').toFixed(0)} | ${xs.reduce((a, x) => a + x.errors, 0)} |`;
};
console.log(`\nThe catalogue listing (random pages, ${connections} connections, ${seconds} s rounds)\n`);
console.log('| listing | p50 ms | p99 ms | req/s | errors |');
console.log('|---|---|---|---|---|');
console.log(row('alone (ceiling)', alone));
console.log(row('while a feed streams', during));
const ratio = median(during.map((x) => x.rps)) / median(alone.map((x) => x.rps));
console.log(`\nreq/s while a feed streams ÷ alone: ${ratio.toFixed(2)}`);
process.exit(0);
