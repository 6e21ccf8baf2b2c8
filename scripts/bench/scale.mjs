#!/usr/bin/env node
// `npm run bench:scale` (issue #15): the built API against a PostgreSQL database that already
// holds a big catalogue (`npm run seed:scale -- --products 100000`), measured with autocannon
// at 8 and 64 connections, medians of several rounds: p50/p95/p99, req/s, the API's RSS.
// The ceiling is a bare Fastify route answering a listing-sized JSON, measured in the same run.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/kartyna_bench npm run bench:scale
//
// BENCH_ROUNDS (3), BENCH_SECONDS a round (5), BENCH_CONNECTIONS ("8,64"), BENCH_ONLY (a
// comma list of scenario names), API_DIST_DIR (dist). Traffic goes to 127.0.0.1 only.
//
// TODO(storefront, issue #15): the storefront part — catalogue pages rendered by apps/web
// against this database (TTFB and req/s of /catalog, a filtered /catalog/..., a search) — is
// not measured here yet; see scripts/bench/web.mjs for how the storefront is started.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL database filled by npm run seed:scale.');
  process.exit(2);
}
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connectionsList = (process.env.BENCH_CONNECTIONS ?? '8,64').split(',').map(Number);
const only = process.env.BENCH_ONLY?.split(',');
const port = 20000 + Math.floor(Math.random() * 20000);
const ceilingPort = port + 1;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'kartyna-bench-scale-'));
const distDir = process.env.API_DIST_DIR ?? 'dist';

const api = spawn(process.execPath, [join(root, 'apps/api', distDir, 'server.js')], {
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
    // Production on a shared database wants a secret of its own (apps/api/src/env.ts).
    AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(48).toString('base64'),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let ceiling;
const stopAll = () => {
  api.kill('SIGTERM');
  ceiling?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

async function waitFor(url) {
  for (let i = 0; i < 240; i += 1) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

const rssOf = (pid) => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
    return line ? Math.round(Number(line[1]) / 1024) : null;
  } catch {
    return null;
  }
};

const q = (params) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');

// A few rows to build requests from: real ids, articles and the category tree.
async function catalogueFacts() {
  const first = await (await fetch(`${base}/api/server/products?page=1`)).json();
  const tree = await (await fetch(`${base}/api/server/content/categories-tree`)).json();
  const paths = [];
  const walk = (nodes, prefix) => {
    for (const n of nodes) {
      const path = [...prefix, n.type];
      paths.push(path.join('/'));
      walk(n.children ?? [], path);
    }
  };
  walk(tree, []);
  const ids = first.items.map((p) => p.id);
  return { total: first.total, ids, article: first.items[0]?.article ?? 'SC000001', paths, sample: first };
}

const sizes = ['25x25', '30x30', '30x40', '40x40', '40x50', '50x50', '50x60', '40x60', '60x80'];
const sorts = ['cheap', 'expensive', 'new', 'old'];
const rand = (n) => Math.floor(Math.random() * n);
const someOf = (list, max) => [
  ...new Set(Array.from({ length: 1 + rand(max) }, () => list[rand(list.length)])),
];

/** A random filter combination: the long tail of listings nobody asked for a moment ago. */
function randomListing(paths) {
  const params = { page: 1 + rand(3) };
  if (Math.random() < 0.7) params.category = paths[rand(paths.length)];
  if (Math.random() < 0.6) params.size = someOf(sizes, 3);
  if (Math.random() < 0.5) params.difficult = someOf([1, 2, 3, 4, 5], 2);
  if (Math.random() < 0.6) {
    params.minPrice = 50 + rand(800);
    params.maxPrice = params.minPrice + 100 + rand(3000);
  }
  if (Math.random() < 0.3) params.labelType = someOf(['sale', 'new', 'top-sales'], 1);
  if (Math.random() < 0.7) params.sort = sorts[rand(sorts.length)];
  return `/api/server/products?${q(params)}`;
}

function scenarios(facts) {
  const list = (params) => `/api/server/products?${q(params)}`;
  const deepPage = Math.max(1, Math.floor(facts.total / 12 / 2));
  const id = facts.ids[0];
  return [
    { name: 'listing page 1', path: list({ page: 1 }) },
    {
      name: 'category + size + difficulty + price + sort',
      path: list({
        category: 'picture-by-numbers',
        size: ['40x50', '50x60'],
        difficult: [2, 3],
        minPrice: 200,
        maxPrice: 1500,
        sort: 'cheap',
      }),
    },
    { name: 'search: a word (квіти)', path: list({ search: 'квіти' }) },
    { name: 'search: a typo (сонячник)', path: list({ search: 'сонячник' }) },
    {
      name: `search: an article (${facts.article.slice(0, 6).toLowerCase()})`,
      path: list({ search: facts.article.slice(0, 6).toLowerCase() }),
    },
    { name: `deep page (${deepPage})`, path: list({ page: deepPage }) },
    { name: 'random filter combinations', random: () => randomListing(facts.paths) },
    { name: 'product by id', path: `/api/server/products/${id}` },
    { name: 'similar', path: `/api/server/products/${id}/similar` },
    { name: 'ceiling: bare Fastify, listing-sized JSON', ceiling: true, path: '/listing' },
  ].filter((s) => !only || only.some((o) => s.name.startsWith(o)));
}

function runOnce(scenario, connections, duration = seconds) {
  const latencies = [];
  return new Promise((resolve, reject) => {
    const url = scenario.ceiling ? `http://127.0.0.1:${ceilingPort}` : base;
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        ...(scenario.random
          ? { requests: [{ setupRequest: (req) => ({ ...req, path: scenario.random() }) }] }
          : { requests: [{ path: scenario.path }] }),
      },
      (err, result) => (err ? reject(err) : resolve({ result, latencies })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(scenario, connections) {
  // One warm-up second: the first answers fill the caches and the JIT.
  await runOnce(scenario, connections, 1).catch(() => undefined);
  const stats = [];
  let rss = 0;
  for (let round = 0; round < rounds; round += 1) {
    const { result, latencies } = await runOnce(scenario, connections);
    latencies.sort((a, b) => a - b);
    stats.push({
      p50: pct(latencies, 0.5),
      p95: pct(latencies, 0.95),
      p99: pct(latencies, 0.99),
      rps: result.requests.average,
      errors: result.errors + result.non2xx,
    });
    rss = Math.max(rss, rssOf(scenario.ceiling ? ceiling.pid : api.pid) ?? 0);
  }
  const m = (k) => median(stats.map((s) => s[k]));
  return {
    name: scenario.name,
    connections,
    p50: m('p50'),
    p95: m('p95'),
    p99: m('p99'),
    rps: m('rps'),
    errors: stats.reduce((a, s) => a + s.errors, 0),
    rss,
  };
}

await waitFor(`${base}/api/health`);
const facts = await catalogueFacts();
// The ceiling serves a listing-sized answer from a bare Fastify route in its own process.
const listingJson = JSON.stringify(facts.sample);
ceiling = spawn(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import Fastify from 'fastify';
     const body = JSON.parse(process.env.BODY);
     const app = Fastify();
     app.get('/listing', async () => body);
     await app.listen({ port: ${ceilingPort}, host: '127.0.0.1' });`,
  ],
  {
    cwd: join(root, 'apps/api'),
    env: { ...process.env, BODY: listingJson },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
await waitFor(`http://127.0.0.1:${ceilingPort}/listing`);

console.log(
  `\nCatalogue: ${facts.total} visible products; ${rounds} rounds of ${seconds} s; answer ${listingJson.length} bytes\n`,
);
console.log('| scenario | conn | p50 ms | p95 ms | p99 ms | req/s | errors | RSS MB |');
console.log('|---|---|---|---|---|---|---|---|');
for (const connections of connectionsList) {
  for (const scenario of scenarios(facts)) {
    const r = await measure(scenario, connections);
    console.log(
      `| ${r.name} | ${r.connections} | ${r.p50} | ${r.p95} | ${r.p99} | ${Math.round(r.rps)} | ${r.errors} | ${r.rss} |`,
    );
  }
}
process.exit(0);
