#!/usr/bin/env node
// `node scripts/bench/first-render.mjs` (issue #23): what a product page's first render costs the
// storefront, against a bare Next.js page rendered on its first request (scripts/lib/bare-next.mjs)
// in the same run. Each round asks for N product ids nobody asked for yet (half ua, half /ru),
// one at a time and then CONCURRENCY at a time, and as many fresh ids of the bare page; it reports
// req/s, the CPU each render cost the serving process (utime + stime from /proc, its children
// included), the ratio to the bare page, and the storefront's RSS after the round. Medians of the
// rounds. Rounds interleave the servers so all see the same load from the rest of the machine.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/kartyna_bench node scripts/bench/first-render.mjs
//
// The database must hold a catalogue whose ids run from 1 without holes (npm run seed:scale); the
// API started once on it with SEED_DEMO=true adds the shop's settings and SEO data, so the footer
// and the page's head are as full as a real shop's.
// BENCH_ROUNDS (3), BENCH_RENDERS per round and mode (200), BENCH_CONCURRENCY (8),
// WEB_NODE_OPTIONS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") for the storefront's process.
// BENCH_BUILDS: a comma list of the storefront's build folders (NEXT_DIST_DIR, default ".next"),
// each served by a storefront of its own and measured in turn in every round — a before/after
// in the same conditions (`NEXT_DIST_DIR=.next-before npm run build -w @kartyna/web` keeps one);
// "folder|node options" gives that storefront's process options of its own.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBareNext } from '../lib/bare-next.mjs';
import { cpuSecondsOf, median, rssOf, waitFor } from '../lib/load.mjs';
import { root } from '../lib/run-shop.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL database filled by npm run seed:scale.');
  process.exit(2);
}
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const renders = Number(process.env.BENCH_RENDERS ?? 200);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const builds = (process.env.BENCH_BUILDS ?? '.next').split(',');
const port = 20000 + Math.floor(Math.random() * 20000);
const [apiPort, barePort] = [port, port + 1];
const api = `http://127.0.0.1:${apiPort}`;
const bare = `http://127.0.0.1:${barePort}`;
const webs = builds.map((entry, i) => {
  const [build = '.next', options = ''] = entry.split('|');
  return { build: entry, dir: build, options, origin: `http://127.0.0.1:${port + 2 + i}` };
});
const secret = randomBytes(32).toString('base64url');
const dataDir = mkdtempSync(join(tmpdir(), 'kartyna-bench-first-render-'));

const children = [];
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

children.push(
  spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      MAIL_WORKER: 'false',
      DRAW_DEMO_PICTURES: 'false',
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(48).toString('base64'),
      STOREFRONT_SECRET: secret,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  }),
);
await waitFor(`${api}/api/health`);
for (const w of webs) {
  w.process = spawn(
    process.execPath,
    [
      ...`${process.env.WEB_NODE_OPTIONS ?? ''} ${w.options}`.split(' ').filter(Boolean),
      join(root, 'apps/web/dist-server/main.js'),
      '-p',
      new URL(w.origin).port,
    ],
    {
      cwd: join(root, 'apps/web'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: w.dir,
        API_URL: api,
        STOREFRONT_SECRET: secret,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  children.push(w.process);
}
const bareNext = startBareNext(barePort);
children.push(bareNext);
for (const w of webs) await waitFor(`${w.origin}/`);
await waitFor(`${bare}/`);

const newest = await (await fetch(`${api}/api/server/products?page=1&pageSize=1&sort=new`)).json();
const maxId = newest.items[0]?.id ?? 1;

// Ids are drawn without repetition across the whole run: every request is a first render.
const used = new Set();
function freshProductPath() {
  for (;;) {
    const id = 1 + Math.floor(Math.random() * maxId);
    const locale = Math.random() < 0.5 ? '' : '/ru';
    const path = `${locale}/product/${id}`;
    if (!used.has(path)) {
      used.add(path);
      return path;
    }
  }
}
let bareSerial = Date.now();
const freshBarePath = () => `/p/${(bareSerial += 1)}`;

/** N requests of fresh paths, `parallel` at a time: req/s, CPU ms per render, statuses. */
async function burst(origin, nextPath, pid, n, parallel) {
  const statuses = {};
  let left = n;
  const cpuBefore = cpuSecondsOf(pid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (left > 0) {
        left -= 1;
        const response = await fetch(origin + nextPath(), { headers: { 'accept-encoding': 'gzip, br' } });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = ((cpuSecondsOf(pid) - cpuBefore) * 1000) / n;
  return { rps: n / seconds, cpuMs, statuses };
}

// Warm-up: the first renders load the app's modules and compile its hot paths.
for (const w of webs) await burst(w.origin, freshProductPath, w.process.pid, 40, 2);
await burst(bare, freshBarePath, bareNext.pid, 40, 2);

// Per round and mode: each build, then the bare page, in turn.
const results = webs.map(() => []);
for (let round = 0; round < rounds; round += 1) {
  const rows = webs.map(() => ({}));
  for (const [mode, parallel] of [
    ['sequential', 1],
    ['concurrent', concurrency],
  ]) {
    const shops = [];
    for (const w of webs)
      shops.push(await burst(w.origin, freshProductPath, w.process.pid, renders, parallel));
    const ceiling = await burst(bare, freshBarePath, bareNext.pid, renders, parallel);
    shops.forEach((shop, i) => {
      rows[i][mode] = { shop, ceiling, ratio: shop.rps / ceiling.rps };
      const odd = Object.keys(shop.statuses).filter((s) => s !== '200');
      if (odd.length)
        console.error(`${webs[i].build} round ${round + 1} ${mode}: ${JSON.stringify(shop.statuses)}`);
    });
  }
  rows.forEach((row, i) => {
    row.rss = rssOf(webs[i].process.pid);
    row.bareRss = rssOf(bareNext.pid);
    results[i].push(row);
    const f = (m) =>
      `${m}: shop ${row[m].shop.rps.toFixed(1)} req/s ${row[m].shop.cpuMs.toFixed(1)} ms CPU, ` +
      `bare ${row[m].ceiling.rps.toFixed(1)} req/s ${row[m].ceiling.cpuMs.toFixed(1)} ms, ratio ${(100 * row[m].ratio).toFixed(0)} %`;
    console.log(
      `${webs[i].build} round ${round + 1}: ${f('sequential')}; ${f('concurrent')}; RSS ${row.rss} MB`,
    );
  });
}

const perBuild = Math.round(used.size / webs.length);
console.log(`\n${rounds} rounds × ${renders} first renders per mode (ids 1–${maxId}, ua and ru), medians:`);
console.log(
  '| build | mode | storefront req/s | CPU ms / render | bare Next req/s | CPU ms / render | ratio |',
);
console.log('|---|---|---|---|---|---|---|');
results.forEach((runs, i) => {
  const m = (pick) => median(runs.map(pick));
  for (const mode of ['sequential', 'concurrent']) {
    const label = mode === 'concurrent' ? `${concurrency} at a time` : 'one at a time';
    console.log(
      `| ${webs[i].build} | ${label} | ${m((r) => r[mode].shop.rps).toFixed(1)} | ` +
        `${m((r) => r[mode].shop.cpuMs).toFixed(1)} | ${m((r) => r[mode].ceiling.rps).toFixed(1)} | ` +
        `${m((r) => r[mode].ceiling.cpuMs).toFixed(1)} | ${(100 * m((r) => r[mode].ratio)).toFixed(0)} % |`,
    );
  }
});
results.forEach((runs, i) =>
  console.log(
    `${webs[i].build}: RSS after ~${perBuild} first renders ${runs.at(-1).rss} MB ` +
      `(after each round: ${runs.map((r) => r.rss).join(', ')}); bare Next ${runs.at(-1).bareRss} MB`,
  ),
);
process.exit(0);
