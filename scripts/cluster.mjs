#!/usr/bin/env node
// `npm run cluster`: the shop as several machines on this one — PostgreSQL, Redis (when
// REDIS_URL is given or one answers on 127.0.0.1:6379), S3-compatible storage (s3rver), two
// API processes and two storefronts behind nginx on one port (CLUSTER_PORT, default 8080).
// Builds what is not built; Ctrl-C stops everything. With --ha the database is PostgreSQL 15 on two
// nodes under Patroni (synchronous standby), one etcd and HAProxy to the primary (lib/ha-database.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/run-shop.mjs';
import { startCluster } from './lib/cluster.mjs';
import { startHaDatabase } from './lib/ha-database.mjs';

for (const [built, workspace] of [
  ['apps/api/dist/server.js', '@kartyna/api'],
  ['apps/admin/dist/index.html', '@kartyna/admin'],
  ['apps/web/dist-server/main.js', '@kartyna/web'],
]) {
  if (existsSync(join(root, built))) continue;
  console.log(`[cluster] building ${workspace}…`);
  const r = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const ha = process.argv.includes('--ha')
  ? await startHaDatabase({ log: (line) => console.log(`[cluster] ${line}`) })
  : undefined;
const cluster = await startCluster({
  port: Number(process.env.CLUSTER_PORT ?? 8080),
  quiet: false,
  ...(ha ? { databaseUrl: ha.url } : {}),
}).catch(async (error) => {
  await ha?.stop();
  throw error;
});
if (ha) {
  const [one, two] = ha.nodes;
  console.log(
    `[cluster] database through HAProxy (${ha.url}); Patroni REST on ${one.rest} and ${two.rest}; ` +
      `patronictl -c ${join(one.dir, 'patroni.yml')} list`,
  );
}
console.log(`[cluster] the shop on ${cluster.url}, back office on ${cluster.url}/admin; Ctrl-C stops it`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('[cluster] stopping…');
    void cluster
      .stop()
      .then(() => ha?.stop())
      .then(() => process.exit(0));
  });
}
