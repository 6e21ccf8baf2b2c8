#!/usr/bin/env node
// `npm run bench:sale` (issue #23): the storefront while orders flow, as an operator runs it: the
// built API and storefront (production, the API expiring the storefront's cached pages) on a
// PostgreSQL database of its own at 127.0.0.1:5432 (created, seeded with `seed:scale`'s catalogue,
// dropped at the end). A reader (16 connections, as a browser asks: brotli) GETs product pages at
// random ids, home, catalogue and category listings; a writer places guest orders through the API
// at 0, 2 and 10 a second, and at 10 a second each with a promo code (`10+code`, issue #43). Medians of rounds; ceilings from a bare Next.js app in the same run;
// the storefront's RSS after many first renders. Markdown at the end, JSON to --out.
//
//   npm run bench:sale -- [--products 10000,100000] [--rounds 3] [--duration 15] [--rates 0,2,10,10+code]
//                         [--first-renders 200000] [--out sale.json] [--quick]
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startBareNext } from '../lib/bare-next.mjs';
import { answers, freePorts, provideDatabase } from '../lib/cluster.mjs';
import { rssOf, runOnce, waitFor } from '../lib/load.mjs';
import { measureUnderOrders, rateOf } from '../lib/load-under-orders.mjs';
import { root, runShop } from '../lib/run-shop.mjs';
import { createSalePromotion } from '../lib/sale-promotion.mjs';
import { saleReport } from '../lib/sale-report.mjs';
import { measureSharedRenders } from '../lib/shared-renders.mjs';
import { seedScale, stockUp } from '../lib/scale-catalogue.mjs';

const usage =
  'npm run bench:sale -- [--products 10000,100000] [--rounds 3] [--duration 15] [--rates 0,2,10,10+code] ' +
  '[--first-renders 200000] [--out file.json] [--quick]';
let o;
try {
  ({ values: o } = parseArgs({
    options: {
      products: { type: 'string' },
      rounds: { type: 'string' },
      duration: { type: 'string' },
      rates: { type: 'string', default: '0,2,10,10+code' },
      'first-renders': { type: 'string' },
      hot: { type: 'string' },
      out: { type: 'string' },
      quick: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
const list = (s) => s.split(',').map(Number);
const sizes = list(o.products ?? (o.quick ? '2000' : '10000,100000')).sort((a, b) => a - b);
const rates = o.rates.split(',');
const rounds = Number(o.rounds ?? (o.quick ? 1 : 3));
const seconds = Number(o.duration ?? (o.quick ? 5 : 15));
const firstRenders = Number(o['first-renders'] ?? (o.quick ? 2000 : 200_000));
// A sale's shoppers look at the products of its listings: the mix reads these, warmed first.
const hot = Number(o.hot ?? (o.quick ? 200 : 1000));
const warmup = o.quick ? 2 : 5;
const connections = 16;
const whole = (n, min) => Number.isInteger(n) && n >= min;
if (
  ![...sizes, rounds, seconds, hot].every((n) => whole(n, 1)) ||
  !rates.every((name) => rateOf(name) !== null) ||
  !whole(firstRenders, 0)
) {
  console.error(
    '--products, --rounds, --duration: whole numbers ≥ 1; --rates: numbers ≥ 0, "+code" for orders with ' +
      'a promo code (10+code); --first-renders: ≥ 0.',
  );
  process.exit(2);
}
for (const built of ['apps/api/dist/server.js', 'apps/web/dist-server/main.js', 'apps/web/.next/BUILD_ID']) {
  if (!existsSync(join(root, built))) {
    console.error(`${built} is missing: npm run bench:sale builds the API and the storefront first.`);
    process.exit(2);
  }
}
if (!(await answers('127.0.0.1', 5432))) {
  console.error(
    'PostgreSQL does not answer on 127.0.0.1:5432. bench:sale creates (and drops) a database of its\n' +
      'own there as user postgres with trust auth: start the server and run it again.',
  );
  process.exit(2);
}

const log = (line) => console.log(`[sale] ${line}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const rand = (n) => Math.floor(Math.random() * n);
const browser = { 'accept-encoding': 'gzip, deflate, br' };
const children = new Set();
const cleanups = [];
let cleaning;
const cleanup = () =>
  (cleaning ??= (async () => {
    for (const step of cleanups.reverse()) await step().catch((e) => log(`cleanup: ${e.message}`));
  })());
// Whatever happens, nothing started here outlives this process.
process.on('exit', () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    if (cleaning) process.exit(code);
    log(`${signal}: stopping everything and dropping the database…`);
    void cleanup().finally(() => process.exit(code));
  });
}
const stopChild = async (child) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const done = new Promise((r) => child.once('exit', r));
  if ((await Promise.race([done, sleep(20_000).then(() => 'late')])) === 'late') child.kill('SIGKILL');
};

const dir = mkdtempSync(join(tmpdir(), 'kartyna-bench-sale-'));
cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
const [apiPort, webPort, barePort, sharePort] = await freePorts(4);
const authSecret = randomBytes(48).toString('base64url');

async function startShop(database, { redis } = {}) {
  const shop = await runShop({
    drawPictures: false,
    ports: redis ? { api: apiPort, webs: [webPort, sharePort] } : { api: apiPort, web: webPort },
    apiEnv: { DATABASE_URL: database, SEED_DEMO: 'false', AUTH_SECRET: authSecret },
    webEnv: redis ? { REDIS_URL: redis } : {},
  });
  let stopping = false;
  for (const child of shop.otherWebs) children.add(child);
  for (const [name, child] of Object.entries(shop.children)) {
    children.add(child);
    child.once(
      'exit',
      (code, signal) => stopping || log(`the ${name} stopped unexpectedly (${signal ?? code})`),
    );
  }
  const stop = async () => {
    stopping = true;
    // The storefront first: it renders from the API until it has stopped.
    for (const web of [shop.children.web, ...shop.otherWebs]) await stopChild(web);
    await stopChild(shop.children.api);
    rmSync(shop.dataDir, { recursive: true, force: true });
  };
  cleanups.push(stop);
  return { ...shop, stop };
}

/** The category listings of the storefront: /catalog/<type>/<type>…, a few of them. */
async function categoryPaths(api) {
  const tree = await (await fetch(`${api}/api/server/content/categories-tree`)).json();
  const paths = [];
  const walk = (nodes, prefix) => {
    for (const n of nodes) {
      paths.push(`/catalog/${[...prefix, n.type].join('/')}`);
      walk(n.children ?? [], [...prefix, n.type]);
    }
  };
  walk(tree, []);
  return paths.slice(0, 4);
}

/** The reader's mix: 70 % product pages of the sale, 10 % each home, catalogue, a category. */
function mixOf(ids, categories) {
  return () => {
    const r = Math.random();
    if (r < 0.7) return `/product/${ids[rand(ids.length)]}`;
    if (r < 0.8) return '/';
    if (r < 0.9) return '/catalog';
    return categories[rand(categories.length)];
  };
}
const kindOf = (path) =>
  path.startsWith('/product/')
    ? 'product'
    : path === '/' || path === '/catalog'
      ? 'home+catalogue'
      : 'category';

const measure = (scenarios, options) =>
  measureUnderOrders(scenarios, { rounds, seconds, connections, log, ...options });

async function measureSize(database, products) {
  log(`${products} products: seeding (topping up)…`);
  await seedScale(database, products, { dataDir: join(dir, 'seed'), onChild: (c) => children.add(c) });
  const ids = await stockUp(database);
  const shop = await startShop(database);
  const categories = await categoryPaths(shop.api);
  const origin = shop.web;
  const saleIds = ids.slice(0, hot);
  const scenarios = {
    mix: { origin, headers: browser, random: mixOf(saleIds, categories) },
    'product pages at random ids': {
      origin,
      headers: browser,
      random: () => `/product/${ids[rand(ids.length)]}`,
    },
    'home page': { origin, headers: browser, path: '/' },
  };
  for (const path of ['/', '/catalog', ...categories]) await fetch(`${origin}${path}`, { headers: browser });
  log(
    `${products} products: rendering the sale's ${saleIds.length} product pages, then warming up ${warmup} s`,
  );
  let next = 0;
  const eachSaleProduct = () => `/product/${saleIds[next++ % saleIds.length]}`;
  await runOnce({ origin, headers: browser, random: eachSaleProduct, amount: saleIds.length }, 4);
  await runOnce(scenarios.mix, connections, warmup);
  const promoCode = await createSalePromotion(database);
  const results = await measure(scenarios, { api: shop.api, productIds: ids, rates, kindOf, promoCode });
  await shop.stop();
  return { products, visible: ids.length, hot: saleIds.length, categories, results, ids };
}

/** A fresh storefront's RSS before, at its peak during and after `count` first renders. */
async function measureFirstRenders(database, ids) {
  const shop = await startShop(database);
  const pid = shop.children.web.pid;
  const order = [...ids];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = rand(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  let next = 0;
  const path = () => {
    const i = next++;
    return `${i % 2 ? '/ru' : ''}/product/${order[Math.floor(i / 2) % order.length]}`;
  };
  await fetch(`${shop.web}/`, { headers: browser });
  const before = rssOf(pid);
  let peak = before;
  let answered = 0;
  let ticks = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid) ?? 0);
    ticks += 1;
    if (ticks % 30 === 0) log(`first renders: ${answered} of ${firstRenders}, RSS ${rssOf(pid)} MB`);
  }, 1000);
  log(`first renders: ${firstRenders} product pages, ua and ru, RSS before ${before} MB`);
  const started = performance.now();
  const { result } = await runOnce(
    { origin: shop.web, headers: browser, random: path, amount: firstRenders, onResponse: () => answered++ },
    connections,
  );
  clearInterval(sampler);
  const after = rssOf(pid);
  await shop.stop();
  return {
    requests: firstRenders,
    distinct: Math.min(firstRenders, 2 * ids.length),
    seconds: (performance.now() - started) / 1000,
    rps: firstRenders / ((performance.now() - started) / 1000),
    errors: result.errors + result.non2xx,
    rss: { before, peak: Math.max(peak, after ?? 0), after },
  };
}

async function measureCeilings() {
  const bare = startBareNext(barePort);
  children.add(bare);
  cleanups.push(() => stopChild(bare));
  const origin = `http://127.0.0.1:${barePort}`;
  await waitFor(`${origin}/`);
  const scenarios = {
    'bare Next.js page, cached': { origin, headers: browser, path: '/' },
    'bare Next.js page at random ids (first renders)': {
      origin,
      headers: browser,
      random: () => `/p/${rand(1e9)}`,
    },
  };
  for (const scenario of Object.values(scenarios)) await runOnce(scenario, connections, warmup);
  const results = await measure(scenarios, { rates: [0] });
  await stopChild(bare);
  return Object.fromEntries(Object.entries(results).map(([name, byRate]) => [name, byRate[0]]));
}

let failed = false;
try {
  const database = await provideDatabase(dir, undefined, 0, log, { prefix: 'kartyna_bench_sale' });
  cleanups.push(database.stop);
  log(`${rounds} round(s) of ${seconds} s, ${connections} connections, orders/s ${rates.join(', ')}`);
  const report = {
    date: new Date().toISOString(),
    settings: { sizes, rates, rounds, seconds, connections, firstRenders },
  };
  log('ceilings: a bare Next.js app (built on first use)');
  report.ceilings = await measureCeilings();
  report.sizes = [];
  for (const products of sizes) report.sizes.push(await measureSize(database.url, products));
  const largest = report.sizes.at(-1);
  if (firstRenders)
    report.firstRenders = {
      products: largest.products,
      ...(await measureFirstRenders(database.url, largest.ids)),
    };
  const redis = process.env.REDIS_URL ?? ((await answers('127.0.0.1', 6379)) ? 'redis://127.0.0.1:6379' : '');
  if (redis) {
    log('two storefronts sharing through Redis: each page asked of both');
    const shop = await startShop(database.url, { redis });
    report.shared = {
      products: largest.products,
      ...(await measureSharedRenders(shop.webs, largest.ids, { headers: browser })),
    };
    await shop.stop();
  } else log('no Redis: two storefronts sharing pages not measured');
  for (const size of report.sizes) delete size.ids;
  const markdown = saleReport(report);
  console.log(`\n${markdown}`);
  if (o.out) {
    writeFileSync(o.out, `${JSON.stringify({ ...report, markdown }, null, 2)}\n`);
    log(`JSON written to ${o.out}`);
  }
} catch (error) {
  failed = true;
  console.error(`bench:sale failed: ${error.stack ?? error}`);
} finally {
  await cleanup();
}
process.exit(failed ? 1 : 0);
