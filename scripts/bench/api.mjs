#!/usr/bin/env node
// `npm run bench:api`: starts the built API on a throw-away embedded database with the demo
// catalogue, then measures the catalogue calls a storefront makes most. Bounded in requests
// and time; traffic goes to 127.0.0.1 only. Prints medians and p95 per call over several rounds.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = 4900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}/api/server`;
const dataDir = mkdtempSync(join(tmpdir(), 'kartyna-bench-'));
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const perRound = Number(process.env.BENCH_REQUESTS ?? 200);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);

const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
  env: {
    ...process.env,
    API_PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DRAW_DEMO_PICTURES: 'false',
    // It measures the demo catalogue, which production seeds only when asked.
    SEED_DEMO: 'true',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 240; i += 1) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('API did not start');
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const median = (xs) =>
  quantile(
    [...xs].sort((a, b) => a - b),
    0.5,
  );

async function measure(name, url) {
  const medians = [];
  const p95s = [];
  const rps = [];
  for (let round = 0; round < rounds; round += 1) {
    const latencies = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < perRound) {
          next += 1;
          const t = performance.now();
          const res = await fetch(url);
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`${name}: ${res.status}`);
          latencies.push(performance.now() - t);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    medians.push(quantile(latencies, 0.5));
    p95s.push(quantile(latencies, 0.95));
    rps.push(perRound / seconds);
  }
  return { name, median: median(medians), p95: median(p95s), rps: median(rps) };
}

try {
  await waitForServer();
  const first = await (await fetch(`${base}/products?pageSize=1`)).json();
  const id = first.items?.[0]?.id ?? 1;
  const calls = [
    ['catalogue page', `${base}/products`],
    [
      'category + filters',
      `${base}/products?category=picture-by-numbers&minPrice=300&maxPrice=700&size=${encodeURIComponent('["40x50"]')}&difficult=${encodeURIComponent('[2,3]')}&sort=cheap`,
    ],
    ['search with a typo', `${base}/products?search=${encodeURIComponent('соняшникове')}`],
    ['product', `${base}/products/${id}`],
    ['similar products', `${base}/products/${id}/similar`],
    ['categories tree', `${base}/content/categories-tree`],
  ];
  for (const [, url] of calls) await fetch(url); // warm up
  const results = [];
  for (const [name, url] of calls) results.push(await measure(name, url));
  console.log(`\n${rounds} rounds × ${perRound} requests, ${concurrency} at a time, medians over rounds:`);
  console.log('call'.padEnd(22), 'median ms'.padStart(10), 'p95 ms'.padStart(8), 'req/s'.padStart(8));
  for (const r of results) {
    console.log(
      r.name.padEnd(22),
      r.median.toFixed(1).padStart(10),
      r.p95.toFixed(1).padStart(8),
      r.rps.toFixed(0).padStart(8),
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
