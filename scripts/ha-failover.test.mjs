// Issue #50: the cluster on PostgreSQL under Patroni (synchronous standby, etcd, HAProxy to the
// primary) loses its primary's machine while orders and page reads flow, then loses its Redis.
// Needs the built apps and Debian's patroni, etcd-server, haproxy, nginx and redis-server.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, freePort, startCluster } from './lib/cluster.mjs';
import {
  accountOrders,
  loginLimitShared,
  startLoad,
  summarize,
  timed,
  waitFor,
} from './lib/failover-load.mjs';
import { TIMINGS, missingHaPackages, startHaDatabase } from './lib/ha-database.mjs';

const REDIS = '/usr/bin/redis-server';
// npm test installs these first (and fails the suite with the same line where it cannot).
const missing = missingHaPackages(['nginx-light', 'redis-server']);
for (const line of missing) console.log(`[ha-failover] skipped: ${line}`);

const log = (line) => console.log(`[ha-failover] ${line}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms) => (ms / 1000).toFixed(1);
const shows = (hryvnias) => new RegExp(String(hryvnias).replace(/^(\d)/, '$1[\\s\\u00a0\\u202f]?'));

describe.skipIf(missing.length > 0)('the cluster through a failover and a Redis loss', () => {
  const run = Date.now().toString(36);
  let ha;
  let cluster;
  let redis;
  let redisPort;
  let db;
  /** when each API said its change listener is back: { name, at } */
  const listenerBack = [];
  const errorLines = [];
  const startRedis = () => {
    redis = spawn(
      REDIS,
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    return waitFor('Redis', () => answers('127.0.0.1', redisPort), 10_000);
  };
  const query = (sql, params) => waitFor(sql, async () => (await db.query(sql, params)).rows, 30_000, 250);

  beforeAll(async () => {
    const started = Date.now();
    redisPort = await freePort();
    await startRedis();
    ha = await startHaDatabase({ log });
    const partial = new Map();
    cluster = await startCluster({
      databaseUrl: ha.url,
      redisUrl: `redis://127.0.0.1:${redisPort}`,
      apiEnv: { DRAW_DEMO_PICTURES: 'false' },
      log,
      onOutput(name, chunk) {
        const lines = ((partial.get(name) ?? '') + chunk.toString('utf8')).split('\n');
        partial.set(name, lines.pop());
        for (const line of lines) {
          if (line.includes('change listener back')) listenerBack.push({ name, at: Date.now() });
          if (/"level":(50|60)/.test(line) && !line.includes('PUBLIC ADDRESS NOT SET'))
            errorLines.push(`${name}: ${line.slice(0, 400)}`);
        }
      },
    });
    db = new pg.Pool({ connectionString: ha.url, max: 2, connectionTimeoutMillis: 1000 });
    db.on('error', () => undefined); // the failover ends its connections; the next query reconnects
    log(`HA database and cluster up in ${seconds(Date.now() - started)} s`);
  }, 180_000);

  afterAll(async () => {
    await db?.end().catch(() => undefined);
    await cluster?.stop();
    await ha?.stop();
    redis?.kill('SIGKILL');
  }, 90_000);

  it('loses no order and serves again within the TTL when the primary dies; cached pages follow', async () => {
    const products = await query('select id from products where not is_hidden order by id limit 6');
    // Pages no storefront has rendered yet, asked for during the switch: shoppers browse on.
    const fresh = await query('select id from products where not is_hidden order by id offset 6 limit 20');
    const [ordered, priced] = products.map((p) => p.id);
    await query('update products set stock = 1000000 where id = $1', [ordered]);
    const { max: ordersBefore } = (await query('select coalesce(max(id), 0) as max from orders'))[0];

    // The page whose price changes while the listeners are away, cached on both storefronts.
    const pricePage = `/product/${priced}`;
    const cached = [];
    for (const web of cluster.webs) {
      let last;
      for (let i = 0; i < 3; i += 1) last = await timed([], 'read', () => fetch(`${web}${pricePage}`));
      expect(last.headers.get('x-page-cache'), `${web}${pricePage} cached`).toBe('hit');
      cached.push(last.body);
    }
    // A price in hryvnias the page does not show yet anywhere (as 8 317, with any space).
    const hryvnias = [8317, 9283, 6719, 7436].find((h) => !cached.some((body) => shows(h).test(body)));
    const newPrice = shows(hryvnias);

    const load = startLoad({
      apis: cluster.apis,
      productId: ordered,
      pages: products.map((p) => `${cluster.url}/product/${p.id}`),
      run,
    });
    await waitFor('orders flowing', async () => load.orders.some((o) => o.status === 201), 15_000);
    await sleep(2000);

    const killed = await ha.killPrimary();
    const killAt = Date.now();
    const browsing = (async () => {
      for (const { id } of fresh) {
        if (Date.now() - killAt > (TIMINGS.ttl + 5) * 1000) break;
        await timed(load.answers, `read /product/${id} (new)`, () => fetch(`${cluster.url}/product/${id}`));
        await sleep(1000);
      }
    })();
    const promoted = await waitFor(
      'a new primary',
      async () => (await ha.primary())?.name !== killed.name && (await ha.primary()),
      (TIMINGS.ttl + 15) * 1000,
    );
    const promotedAt = Date.now();
    // Straight to the database through HAProxy, as soon as it takes writes: the APIs' listeners,
    // retrying once a second, are most likely not back yet, so no one hears of this change.
    await waitFor(
      'the new primary taking writes',
      async () => {
        const c = new pg.Client({ connectionString: ha.url, connectionTimeoutMillis: 1000 });
        try {
          await c.connect();
          await c.query('update products set price = $2, discount_price = null where id = $1', [
            priced,
            hryvnias * 100,
          ]);
          return true;
        } finally {
          await c.end().catch(() => undefined);
        }
      },
      15_000,
    );
    const writtenAt = Date.now();
    const listenersBackAt = await waitFor(
      "both APIs' change listeners back",
      async () => {
        const back = listenerBack.filter((l) => l.at >= killAt);
        return (
          new Set(back.map((l) => l.name)).size >= cluster.apis.length && Math.max(...back.map((l) => l.at))
        );
      },
      15_000,
    ).catch(() => undefined);
    const shown = await Promise.all(
      cluster.webs.map((web) =>
        waitFor(
          `the new price on ${web}`,
          async () => newPrice.test(await (await fetch(`${web}${pricePage}`)).text()) && Date.now(),
          15_000,
          250,
        ).catch(() => Infinity),
      ),
    );
    await sleep(2000);
    await Promise.all([load.stop(), browsing]);

    const { acknowledged, lost, duplicated, mismatched } = await accountOrders(query, load.orders, {
      since: ordersBefore,
      run,
    });

    const after = summarize(load.answers, killAt);
    const reads = load.answers.filter((a) => a.kind.startsWith('read') && a.sentAt >= killAt);
    const firstServed = load.answers.find((a) => a.kind === 'order' && a.status === 201 && a.sentAt > killAt);
    const servedAgainMs = firstServed ? firstServed.at - killAt : Infinity;
    const priceMs = Math.max(...shown) - (listenersBackAt ?? promotedAt);
    log(
      [
        `killed ${killed.name}; ${promoted.name} primary after ${seconds(promotedAt - killAt)} s (ttl ${TIMINGS.ttl} s)`,
        `503s and connection errors for ${seconds(after.refusalSeconds * 1000)} s (${after.refusals.length} answers, ${after.connectionErrors.length} without an answer)`,
        `longest answer ${seconds(after.longestMs)} s; page reads from the kill on ${reads.length}, ${reads.filter((a) => a.status === 200).length} answered 200`,
        `orders acknowledged ${acknowledged.length}, lost ${lost.length}, duplicated ${duplicated}, gave up ${load.orders.filter((o) => o.status === null).length}`,
        `orders served again ${seconds(servedAgainMs)} s after the kill`,
        `price written ${seconds(writtenAt - killAt)} s after the kill, listeners back ${listenersBackAt ? `${seconds(listenersBackAt - killAt)} s` : 'unheard'}`,
        `new price on both storefronts ${seconds(priceMs)} s after the listeners' return`,
        ...after.wrong
          .slice(0, 5)
          .map(
            (a) =>
              `wrong answer ${seconds(a.at - killAt)} s after the kill: ${a.kind} ${a.status} ${a.body.slice(0, 80)}`,
          ),
        ...errorLines.slice(0, 5),
      ].join('\n[ha-failover] '),
    );
    expect(lost).toEqual([]);
    expect(duplicated).toBe(0);
    expect(mismatched).toEqual([]);
    expect(load.orders.filter((o) => o.status !== 201)).toEqual([]);
    expect(servedAgainMs).toBeLessThanOrEqual((TIMINGS.ttl + 2) * 1000);
    // Without the line (an API that does not print it) the bound is the listener's 1 s retry + 5 s.
    expect(priceMs).toBeLessThanOrEqual(listenersBackAt ? 5000 : 6000);
    // Last, so the figures above are checked first: a page rendered while the API answers 503
    // must not be a 500 (apps/web).
    expect(after.wrong).toEqual([]);
  }, 150_000);

  it('keeps serving without its Redis, and shares limits and pages again once it is back', async () => {
    const products = await query('select id from products where not is_hidden order by id desc limit 40');
    const [ordered] = products.map((p) => p.id);
    await query('update products set stock = 1000000 where id = $1', [ordered]);
    redis.kill('SIGKILL');
    const load = startLoad({
      apis: cluster.apis,
      productId: ordered,
      pages: products.slice(0, 20).map((p) => `${cluster.url}/product/${p.id}`),
      run: `${run}-redis`,
      clients: 2,
    });
    await sleep(6000);
    await load.stop();
    const down = summarize(load.answers);
    await startRedis();
    const restartedAt = Date.now();
    let attempt = 0;
    const limitsShared = await waitFor(
      'the login limit shared again',
      async () => (await loginLimitShared(cluster.apis, `${run}-${(attempt += 1)}`)) && Date.now(),
      20_000,
      500,
    );
    let next = 20;
    const pagesShared = await waitFor(
      'a page rendered by one storefront shared with the other',
      async () => {
        const page = `/product/${products[next++ % products.length].id}`;
        await (await fetch(`${cluster.webs[0]}${page}`)).text();
        await sleep(500); // its compressed copy is shared in the background
        const second = await fetch(`${cluster.webs[1]}${page}`);
        await second.text();
        return second.headers.get('x-page-cache') === 'shared' && Date.now();
      },
      20_000,
      0,
    );
    log(
      [
        `without Redis for 6 s: ${load.answers.length} answers, ${down.refusals.length} refused (503), ${down.wrong.length} wrong, longest ${seconds(down.longestMs)} s; orders acknowledged ${load.orders.filter((o) => o.status === 201).length}`,
        `Redis back: login limit shared again after ${seconds(limitsShared - restartedAt)} s, pages shared after ${seconds(pagesShared - restartedAt)} s`,
        ...down.wrong.slice(0, 5).map((x) => `wrong answer: ${x.kind} ${x.status} ${x.body.slice(0, 120)}`),
      ].join('\n[ha-failover] '),
    );
    expect(down.wrong).toEqual([]);
    expect(down.connectionErrors).toEqual([]);
    expect(load.orders.filter((o) => o.status !== 201)).toEqual([]);
  }, 90_000);
});
