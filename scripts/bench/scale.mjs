#!/usr/bin/env node
// `npm run bench:scale` (issue #15): the built API and storefront against a PostgreSQL database
// that already holds a big catalogue (`npm run seed:scale -- --products 100000`), measured with
// autocannon at 8 and 64 connections, medians of several rounds: p50/p95/p99, req/s, RSS.
// Ceilings measured in the same run: a bare Fastify route answering a listing-sized JSON (for
// the API) and a bare Next.js static page (for the storefront, scripts/lib/bare-next.mjs).
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/kartyna_bench npm run bench:scale
//
// BENCH_ROUNDS (3), BENCH_SECONDS a round (5), BENCH_CONNECTIONS ("8,64"), BENCH_ONLY (a comma
// list of scenario name prefixes), BENCH_PARTS ("api,storefront"), API_DIST_DIR (dist); the
// storefront is apps/web's build (`npm run build -w @kartyna/web`). Traffic stays on 127.0.0.1.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBareNext } from '../lib/bare-next.mjs';
import { measure, waitFor } from '../lib/load.mjs';

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
const parts = (process.env.BENCH_PARTS ?? 'api,storefront').split(',');
const port = 20000 + Math.floor(Math.random() * 20000);
const ceilingPort = port + 1;
const webPort = port + 2;
const bareNextPort = port + 3;
const base = `http://127.0.0.1:${port}`;
const webBase = `http://127.0.0.1:${webPort}`;
const storefrontSecret = randomBytes(32).toString('base64url');
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
    STOREFRONT_SECRET: storefrontSecret,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let ceiling;
let web;
let bareNext;
const stopAll = () => {
  api.kill('SIGTERM');
  ceiling?.kill('SIGTERM');
  web?.kill('SIGTERM');
  bareNext?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

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
  const oldest = await (await fetch(`${base}/api/server/products?page=1&pageSize=1&sort=old`)).json();
  const newest = await (await fetch(`${base}/api/server/products?page=1&pageSize=1&sort=new`)).json();
  const idRange = [oldest.items[0]?.id ?? 1, newest.items[0]?.id ?? 1].sort((x, y) => x - y);
  const article = first.items[0]?.article ?? 'SC000001';
  return { total: first.total, ids, idRange, article, paths, sample: first };
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

function apiScenarios(facts) {
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
  ].map((s) => ({
    ...s,
    origin: s.ceiling ? `http://127.0.0.1:${ceilingPort}` : base,
    pid: () => (s.ceiling ? ceiling : api).pid,
  }));
}

const browser = { 'accept-encoding': 'gzip, deflate, br' };

/** The storefront's pages, as a shopper's browser asks for them (HTML, not the RSC payload). */
function storefrontScenarios(facts) {
  const [low, high] = facts.idRange;
  const lastPage = Math.max(1, Math.floor(facts.total / 12));
  const filters = q({
    size: ['40x50', '50x60'],
    difficult: [2, 3],
    minPrice: 200,
    maxPrice: 1500,
    sort: 'cheap',
  });
  return [
    { name: 'storefront: home', path: '/' },
    { name: 'storefront: catalogue', path: '/catalog' },
    { name: 'storefront: category + filters', path: `/catalog/picture-by-numbers?${filters}` },
    { name: 'storefront: product', path: `/product/${facts.ids[0]}` },
    // As a browser asks: compressed. Our server keeps a compressed copy of a cached page; Next
    // compresses the bare page afresh for every request.
    { name: 'storefront: product, br as a browser asks', path: `/product/${facts.ids[0]}`, headers: browser },
    // Uniform over the whole id range: mostly first renders (a hidden id answers 404, counted).
    { name: 'storefront: random product ids', random: () => `/product/${low + rand(high - low + 1)}` },
    { name: 'storefront: random listing pages', random: () => `/catalog?page=${1 + rand(lastPage)}` },
    { name: 'ceiling: bare Next.js static page', ceiling: true, path: '/' },
    {
      name: 'ceiling: bare Next.js static page, as a browser asks',
      ceiling: true,
      path: '/',
      headers: browser,
    },
    {
      name: 'ceiling: bare Next.js page at random ids (first renders)',
      ceiling: true,
      random: () => `/p/${rand(1_000_000_000)}`,
    },
  ].map((s) => ({
    ...s,
    origin: s.ceiling ? `http://127.0.0.1:${bareNextPort}` : webBase,
    pid: () => (s.ceiling ? bareNext : web).pid,
  }));
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

if (parts.includes('storefront')) {
  web = spawn(process.execPath, [join(root, 'apps/web/dist-server/main.js'), '-p', String(webPort)], {
    cwd: join(root, 'apps/web'),
    env: { ...process.env, NODE_ENV: 'production', API_URL: base, STOREFRONT_SECRET: storefrontSecret },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  bareNext = startBareNext(bareNextPort);
  await waitFor(`${webBase}/`);
  await waitFor(`http://127.0.0.1:${bareNextPort}/`);
}

const chosen = [
  ...(parts.includes('api') ? apiScenarios(facts) : []),
  ...(parts.includes('storefront') ? storefrontScenarios(facts) : []),
].filter((s) => !only || only.some((o) => s.name.startsWith(o)));

console.log(
  `\nCatalogue: ${facts.total} visible products; ${rounds} rounds of ${seconds} s; answer ${listingJson.length} bytes\n`,
);
console.log('| scenario | conn | p50 ms | p95 ms | p99 ms | req/s | errors | RSS MB |');
console.log('|---|---|---|---|---|---|---|---|');
for (const connections of connectionsList) {
  for (const scenario of chosen) {
    const r = await measure(scenario, connections, { rounds, seconds, pid: scenario.pid() });
    console.log(
      `| ${r.name} | ${r.connections} | ${r.p50} | ${r.p95} | ${r.p99} | ${Math.round(r.rps)} | ${r.errors} | ${r.rss} |`,
    );
  }
}
process.exit(0);
