#!/usr/bin/env node
// The cluster test (a suite of `npm test`, after the build): two built API processes (WORKERS=off)
// with one worker process, and two storefronts (a third joins later), behind nginx speaking
// https with a certificate made for the run, on one PostgreSQL database of their own, Redis and
// s3rver, must answer as one shop: on a database of its own on the PostgreSQL server at 127.0.0.1:5432,
// or on a cluster of its own (initdb) where none answers; stops everything it started, also on failure. Prints req/s through the balancer
// and to one instance directly.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { root } from './lib/run-shop.mjs';
import { NGINX, certificateIn, makeCertificate, startCluster } from './lib/cluster.mjs';
import { checkBalancerAndUploads } from './lib/cluster-checks/balancer.mjs';
import { checkHttps } from './lib/cluster-checks/https.mjs';
import { checkParallelOrders } from './lib/cluster-checks/orders.mjs';
import { checkPageCache } from './lib/cluster-checks/page-cache.mjs';
import { checkSharedRateLimits } from './lib/cluster-checks/rate-limits.mjs';
import { checkThroughput } from './lib/cluster-checks/throughput.mjs';

const log = (line) => console.log(`[cluster-test] ${line}`);
// Without a PostgreSQL server on 127.0.0.1:5432 the cluster makes one of its own (initdb).
if (!NGINX) {
  log("needs nginx from Debian's nginx-light (the balancer in front): apt-get install -y nginx-light");
  process.exit(1);
}
for (const built of ['apps/api/dist/server.js', 'apps/api/dist/worker.js', 'apps/web/dist-server/main.js']) {
  if (!existsSync(join(root, built))) {
    log(`${built} is missing: build first`);
    process.exit(1);
  }
}

// nginx speaks https with a self-signed certificate made now. This process must trust it from
// its start (Node reads NODE_EXTRA_CA_CERTS once), so it runs itself again with it.
if (!process.env.KARTYNA_CLUSTER_TLS_DIR) {
  const dir = mkdtempSync(join(tmpdir(), 'kartyna-cluster-tls-'));
  let status = 1;
  try {
    const { cert } = makeCertificate(dir);
    const env = { ...process.env, NODE_EXTRA_CA_CERTS: cert, KARTYNA_CLUSTER_TLS_DIR: dir };
    status = spawnSync(process.execPath, process.argv.slice(1), { stdio: 'inherit', env }).status ?? 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(status);
}
const tls = certificateIn(process.env.KARTYNA_CLUSTER_TLS_DIR);

const failures = [];
const check = (ok, what) => {
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

/** Every mail the shop sends lands here, whichever instance sends it. */
const received = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback(null, 'Queued');
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

const admin = { mail: 'cluster-admin@example.com', password: `Cluster-${randomBytes(6).toString('hex')}-1` };

let cluster;
// A hard ceiling: a hang must not keep CI waiting, and everything started is still stopped.
const ceiling = setTimeout(() => {
  failures.push('took longer than 240 s');
  log('FAIL took longer than 240 s, stopping');
  void finish();
}, 240_000);

async function finish() {
  clearTimeout(ceiling);
  await cluster?.stop().catch((e) => log(`stopping: ${e.message}`));
  await new Promise((resolve) => smtp.close(resolve));
  log(failures.length ? `${failures.length} check(s) failed` : 'all checks passed');
  process.exit(failures.length ? 1 : 0);
}

const waitUntil = async (what, predicate, timeoutMs) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await predicate()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  log(`gave up waiting for ${what}`);
  return false;
};

try {
  const started = Date.now();
  cluster = await startCluster({
    apiEnv: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_POLL_MS: '200',
      // The test draws what it needs; two processes drawing all pictures would only load the machine.
      DRAW_DEMO_PICTURES: 'false',
      // Staff for the back-office change the late storefront must hear of.
      ADMIN_EMAIL: admin.mail,
      ADMIN_PASSWORD: admin.password,
    },
    tls,
    log,
  });
  log(`cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  try {
    // The checks run in this order, each in lib/cluster-checks/: the parallel orders leave the
    // product whose cached page and price the later checks change, so they come first.
    const context = { cluster, db, check, waitUntil, log, received, admin };
    await checkBalancerAndUploads(context); // 1, 2
    const sold = await checkParallelOrders(context); // 3, 4
    await checkSharedRateLimits(context, sold); // 5
    await checkPageCache(context, sold); // 6, 6b, 6c
    await checkHttps(context, sold); // 7
    await checkThroughput(context); // 8
  } finally {
    await db.end();
  }
} catch (error) {
  failures.push(String(error));
  log(`FAIL ${error.stack ?? error}`);
}
await finish();
