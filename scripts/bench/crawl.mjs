#!/usr/bin/env node
// `npm run bench:crawl` (issue #46): a crawler walks the catalogue. N product pages at random ids
// (each asked once: every one a first render; half ua, half /ru), CONCURRENCY at a time, each a
// plain GET with a crawler's User-Agent and Accept-Encoding, against the storefront started as
// `npm start` and the systemd unit start it (scripts/lib/storefront-process.mjs: its heap and
// malloc settings from PAGE_CACHE_MB); and as many fresh ids of a bare Next.js page
// (scripts/lib/bare-next.mjs) in the same run, in alternating slices so both see the same load
// from the rest of the machine. Reports req/s, p50/p99, failures and bytes per page beside the
// bare page's and their ratio, and the storefront's RSS sampled every second: at start, its
// peak, at the end and after a settle.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/kartyna_bench npm run bench:crawl
//
// It builds the API and serves the storefront's existing build (`npm run build -w @kartyna/web`
// first). The database must hold a catalogue whose ids run from 1 without holes (npm run seed:scale).
// BENCH_PAGES (10000), BENCH_CONCURRENCY (16), BENCH_SLICE pages per slice (1000),
// BENCH_SETTLE_SECONDS (30), PAGE_CACHE_MB (the storefront's, default 128),
// BENCH_BUILDS: the storefront's build folders (NEXT_DIST_DIR, default ".next"), each crawled in
// turn by a storefront of its own; "folder|node options" adds Node options to one of them.
// WEB_NODE_OPTIONS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") for every storefront.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBareNext } from '../lib/bare-next.mjs';
import { cpuSecondsOf, pct, rssOf, waitFor } from '../lib/load.mjs';
import { root } from '../lib/run-shop.mjs';
import { storefrontProcess } from '../lib/storefront-process.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL database filled by npm run seed:scale.');
  process.exit(2);
}
const pages = Number(process.env.BENCH_PAGES ?? 10_000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const slice = Number(process.env.BENCH_SLICE ?? 1000);
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 30);
const builds = (process.env.BENCH_BUILDS ?? '.next').split(',');
const port = 20000 + Math.floor(Math.random() * 20000);
const [apiPort, barePort] = [port, port + 1];
const api = `http://127.0.0.1:${apiPort}`;
const bare = { name: 'bare Next.js', origin: `http://127.0.0.1:${barePort}` };
const secret = randomBytes(32).toString('base64url');
const dataDir = mkdtempSync(join(tmpdir(), 'kartyna-bench-crawl-'));

const children = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

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

const bareProcess = startBareNext(barePort);
children.push(bareProcess);
bare.pid = bareProcess.pid;
await waitFor(`${bare.origin}/`);

const newest = await (await fetch(`${api}/api/server/products?page=1&pageSize=1&sort=new`)).json();
const maxId = newest.items[0]?.id ?? 1;

// Ids are drawn without repetition across the whole run: every request is a first render.
const used = new Set();
function freshProductPath() {
  for (;;) {
    const id = 1 + Math.floor(Math.random() * maxId);
    const path = `${Math.random() < 0.5 ? '' : '/ru'}/product/${id}`;
    if (!used.has(path)) return used.add(path) && path;
  }
}
let bareSerial = Math.floor(Math.random() * 1e9);
const freshBarePath = () => `/p/${(bareSerial += 1)}`;

// As Googlebot asks: no cookies, no RSC headers, compressed bodies (left compressed here, as a
// crawler's fetcher stores them; inflating them would take CPU from the servers on this machine).
const crawlerHeaders = {
  'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

/** One GET: its status (0 when the connection failed), time and bytes on the wire. */
function get(origin, path) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(`${origin}${path}`, { agent, headers: crawlerHeaders }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started, bytes }));
      res.on('error', () => resolve({ status: 0, ms: performance.now() - started, bytes }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, bytes: 0 }));
    req.end();
  });
}

/** `n` fresh paths, `concurrency` at a time, into `target`'s tally. */
async function crawl(target, nextPath, n) {
  let left = n;
  const cpuBefore = cpuSecondsOf(target.pid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left > 0) {
        left -= 1;
        const path = nextPath();
        const answer = await get(target.origin, path);
        target.latencies.push(answer.ms);
        target.bytes.push(answer.bytes);
        if (answer.status !== 200) {
          target.failed += 1;
          if (target.failed <= 5) console.error(`${target.name}: ${path} answered ${answer.status}`);
        }
      }
    }),
  );
  target.seconds += (performance.now() - started) / 1000;
  target.cpu += cpuSecondsOf(target.pid) - cpuBefore;
}

const tally = (name, origin, pid) => ({
  name,
  origin,
  pid,
  latencies: [],
  bytes: [],
  failed: 0,
  seconds: 0,
  cpu: 0,
});
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Samples `pid`'s RSS every second until stopped; the samples in MB. */
function sampleRss(pid) {
  const samples = [rssOf(pid)];
  const timer = setInterval(() => samples.push(rssOf(pid)), 1000);
  return { samples, stop: () => clearInterval(timer) };
}

async function crawlBuild(entry, index) {
  const [dir = '.next', options = ''] = entry.split('|');
  const webPort = port + 2 + index;
  const launch = storefrontProcess({ pageCacheMb: process.env.PAGE_CACHE_MB });
  const web = spawn(
    process.execPath,
    [
      ...launch.nodeArgs,
      ...`${process.env.WEB_NODE_OPTIONS ?? ''} ${options}`.split(' ').filter(Boolean),
      join(root, 'apps/web/dist-server/main.js'),
      '-p',
      String(webPort),
    ],
    {
      cwd: join(root, 'apps/web'),
      env: {
        ...process.env,
        ...launch.env,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: dir,
        API_URL: api,
        STOREFRONT_SECRET: secret,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  children.push(web);
  const shop = tally(`storefront ${entry}`, `http://127.0.0.1:${webPort}`, web.pid);
  const ceiling = tally(bare.name, bare.origin, bare.pid);
  await waitFor(`${shop.origin}/`);
  // Warm-up: the first renders load the app's modules and compile its hot paths.
  await crawl(tally('warm-up', shop.origin, web.pid), freshProductPath, 32);
  await crawl(tally('warm-up', bare.origin, bare.pid), freshBarePath, 32);
  const loadBefore = load();
  const rss = sampleRss(web.pid);
  const bareRss = sampleRss(bare.pid);
  for (let done = 0; done < pages; done += slice) {
    const n = Math.min(slice, pages - done);
    await crawl(shop, freshProductPath, n);
    await crawl(ceiling, freshBarePath, n);
    console.log(
      `${entry}: ${done + n} pages, storefront RSS ${rssOf(web.pid)} MB, ` +
        `${(shop.latencies.length / shop.seconds).toFixed(1)} req/s, load ${load()}`,
    );
  }
  const end = rssOf(web.pid);
  const loadAfter = load();
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  rss.stop();
  bareRss.stop();
  const settled = rssOf(web.pid);
  web.kill('SIGTERM');
  return { entry, shop, ceiling, rss: { ...rss, end, settled }, bareRss, loadBefore, loadAfter };
}

const stats = (t) => {
  const sorted = [...t.latencies].sort((a, b) => a - b);
  return {
    rps: t.latencies.length / t.seconds,
    p50: pct(sorted, 0.5),
    p99: pct(sorted, 0.99),
    kb:
      pct(
        [...t.bytes].sort((a, b) => a - b),
        0.5,
      ) / 1024,
    cpuMs: (1000 * t.cpu) / t.latencies.length,
  };
};

const results = [];
for (const [i, entry] of builds.entries()) results.push(await crawlBuild(entry, i));

console.log(
  `\n${pages} product pages at random ids of 1–${maxId} (ua and ru), ${concurrency} at a time, ` +
    `as a crawler asks (brotli/gzip); the bare page at as many fresh ids in alternating slices of ${slice}:`,
);
console.log('| build | figure | storefront | bare Next.js | ratio |');
console.log('|---|---|---|---|---|');
for (const { entry, shop, ceiling, rss, bareRss, loadBefore, loadAfter } of results) {
  const [s, b] = [stats(shop), stats(ceiling)];
  const row = (figure, a, c, digits = 1, ratio = a / c) =>
    console.log(
      `| ${entry} | ${figure} | ${a.toFixed(digits)} | ${c.toFixed(digits)} | ${(100 * ratio).toFixed(0)} % |`,
    );
  row('req/s', s.rps, b.rps);
  // Latency: the ratio is the bare page's over the storefront's, so that higher is better everywhere.
  row('p50 ms', s.p50, b.p50, 0, b.p50 / s.p50);
  row('p99 ms', s.p99, b.p99, 0, b.p99 / s.p99);
  // CPU per page (the serving process's utime + stime): less swayed by the machine's load than req/s.
  row('CPU ms per page', s.cpuMs, b.cpuMs, 1, b.cpuMs / s.cpuMs);
  row('KB per page (compressed)', s.kb, b.kb, 1);
  console.log(`| ${entry} | failed | ${shop.failed} | ${ceiling.failed} | |`);
  const peak = Math.max(...rss.samples);
  console.log(
    `| ${entry} | RSS MB start / peak / end / after ${settleSeconds} s | ` +
      `${rss.samples[0]} / ${peak} / ${rss.end} / ${rss.settled} | ` +
      `${bareRss.samples[0]} / ${Math.max(...bareRss.samples)} / ${bareRss.samples.at(-1)} | |`,
  );
  console.log(`${entry}: load average before ${loadBefore}, after ${loadAfter}`);
}
const failed = results.some((r) => r.shop.failed > 0);
process.exit(failed ? 1 : 0);
