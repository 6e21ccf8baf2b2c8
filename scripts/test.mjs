#!/usr/bin/env node
// `npm test`: every suite in turn — typecheck, lint and a proof of its architecture rules, the
// format check, domain units, the paint-by-numbers generator, the API on
// PGlite, the API again on PostgreSQL when TEST_DATABASE_URL is set, the apps built, `npm start`
// on that build, the browser journeys in Chromium — and one closing line with the totals.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HA_PACKAGES } from './lib/ha-database.mjs';
import { installMissing, missingLine, systemPackages } from './lib/system-packages.mjs';
import { findTestDatabase, findTestRedis, provideNode24 } from './lib/test-environment.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(join(tmpdir(), 'kartyna-tests-'));

// What the suites need beside npm's packages (issue #49): Debian's packages, installed when missing
// and the machine allows it; Node 24; this machine's PostgreSQL and Redis for the second runs.
console.log('━━ what the suites need ━━');
const say = (line) => console.log(`[npm test] ${line}`);
const stillMissing = new Set(installMissing(say).map((p) => p.name));
for (const name of stillMissing) say(missingLine(systemPackages.find((p) => p.name === name)));
const pgUrl = await findTestDatabase(say);
if (pgUrl) process.env.TEST_DATABASE_URL = pgUrl;
const redisUrl = await findTestRedis();
if (redisUrl) process.env.TEST_REDIS_URL = redisUrl;

// The three static checks run side by side (`together`): each is mostly one thread, so on two
// cores the three take about as long as the typecheck alone; their output is printed in turn.
const suites = [
  { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck', '--silent'], cwd: root, together: 'static' },
  { name: 'lint', cmd: 'npx', args: ['eslint', '.'], cwd: root, together: 'static' },
  { name: 'format', cmd: 'npx', args: ['prettier', '--check', '.'], cwd: root, together: 'static' },
  // Each architecture rule of eslint.config.mjs, and the format check, failing on a violation;
  // the settings doc against the code; migrations newer than 0021 only expand the schema.
  {
    name: 'lint rules',
    vitest: 'scripts',
    // systemd-units: ops/systemd's units through `systemd-analyze verify` (.ci/run installs systemd).
    needs: ['systemd'],
    files: [
      'lint-rules.test.mjs',
      'stop-timeout.test.mjs',
      'settings-doc.test.mjs',
      'architecture-doc.test.mjs',
      'requirements-doc.test.mjs',
      'going-live-doc.test.mjs',
      'feature-graph.test.mjs',
      'table-writers.test.mjs',
      'systemd-units.test.mjs',
      'alert-rules.test.mjs',
      'migration-guard.test.mjs',
      'system-packages.test.mjs',
      'html-weight.test.mjs',
      'storefront-process.test.mjs',
    ],
  },
  // The Prometheus alert rules: valid, and each alert fires on its trouble and not on a healthy
  // shop (ops/prometheus/kartyna-rules.test.yml; promtool from Debian's `prometheus`).
  {
    name: 'alert rules',
    needs: ['prometheus'],
    cmd: 'sh',
    args: [
      '-c',
      'promtool check rules ops/prometheus/kartyna-rules.yml && promtool test rules ops/prometheus/kartyna-rules.test.yml',
    ],
    cwd: root,
  },
  { name: 'domain', vitest: 'packages/domain', node24: 'also' },
  { name: 'paint-by-numbers', vitest: 'packages/paint-by-numbers', node24: 'also' },
  // Both API runs stop, crash or fail over PostgreSQL clusters of their own (initdb, pg_ctl).
  { name: 'api on PGlite', vitest: 'apps/api', env: { TEST_DATABASE_URL: '' }, needs: ['postgresql-15'] },
  ...(pgUrl
    ? [
        {
          name: 'api on PostgreSQL',
          vitest: 'apps/api',
          env: { TEST_DATABASE_URL: pgUrl },
          node24: 'only',
          needs: ['postgresql-15'],
        },
      ]
    : []),
  // `npm run backup`, a wipe and `npm run restore` (PostgreSQL, s3rver and the embedded database);
  // it creates databases of its own beside TEST_DATABASE_URL.
  ...(pgUrl
    ? [
        {
          name: 'backup and restore',
          vitest: 'scripts',
          files: ['backup.test.mjs'],
          env: { TEST_DATABASE_URL: pgUrl },
          needs: ['postgresql-client'],
        },
      ]
    : []),
  // On Node 24 only: the storefront's server then meets Node 20 in the journeys and `npm start`,
  // and the unit suites' second run (about a minute) found nothing the first did not.
  { name: 'web unit', vitest: 'apps/web', node24: 'only' },
  { name: 'back office unit', vitest: 'apps/admin', node24: 'only' },
  {
    name: 'build api, storefront and back office',
    cmd: 'sh',
    args: [
      '-c',
      'npm run build -w @kartyna/api && npm run build -w @kartyna/admin && npm run build -w @kartyna/web',
    ],
    cwd: root,
    node24: 'only',
  },
  // Needs the built apps: `npm start` twice on ports of its own, the storefront reaching the API.
  { name: 'npm start', vitest: 'scripts', files: ['start.test.mjs'], node24: 'also' },
  // The built storefront bound with -H 127.0.0.1: pages, probes and /metrics on that address.
  { name: 'storefront on 127.0.0.1', vitest: 'scripts', files: ['storefront-host.test.mjs'] },
  { name: 'browser journeys', playwright: 'apps/web', needs: ['chromium'] },
  // Two API processes and two storefronts behind nginx on PostgreSQL, Redis and s3rver; it
  // needs the built apps; without a PostgreSQL server on 127.0.0.1:5432 it makes one of its own.
  {
    name: 'cluster',
    cmd: 'node',
    args: ['scripts/cluster-test.mjs'],
    cwd: root,
    needs: ['nginx-light', 'openssl'],
  },
  // The cluster on PostgreSQL under Patroni (synchronous standby, etcd, HAProxy): the primary's
  // machine killed under orders and reads, then Redis (issue #50). It needs the built apps.
  {
    name: 'high availability',
    vitest: 'scripts',
    files: ['ha-failover.test.mjs'],
    needs: [...HA_PACKAGES, 'nginx-light', 'redis-server'],
  },
];

/*
 * Node 24 LTS beside the Node running this script (NODE24_BIN names its folder; else it comes from
 * the npm registry's `node` package, kept in a cache of its own: lib/test-environment.mjs). A suite marked 'also' runs on both; 'only'
 * runs on Node 24 alone: the build (the journeys then run that build on the other Node), the API
 * on PostgreSQL (the API on PGlite stays on the other) and the storefront's and back office's
 * units, so each runtime meets the code of every app without the long suites twice. Types, lint
 * and the browser do not hang on the runtime.
 */
const node24 = provideNode24(say);
const onNode24 = { PATH: `${node24}:${process.env.PATH}` };
const runs = [];
for (const suite of suites) {
  const twin = { ...suite, name: `${suite.name} on Node 24`, env: { ...suite.env, ...onNode24 } };
  if (!node24 || process.versions.node.startsWith('24.') || !suite.node24) runs.push(suite);
  else if (suite.node24 === 'only') runs.push(twin);
  else runs.push(suite, twin);
}
if (node24 && !process.versions.node.startsWith('24.')) {
  const check = "process.exit(process.versions.node.startsWith('24.') ? 0 : 1)";
  runs.unshift({ name: 'Node 24 answers', cmd: 'node', args: ['-e', check], cwd: root, env: onNode24 });
}

let passed = 0;
let failed = 0;
const failures = [];

/** A command suite run beside others: its output kept until it is printed whole. */
function runBeside(suite) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(suite.cmd, suite.args, { cwd: suite.cwd, env: { ...process.env, ...suite.env } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) =>
      resolve({ status, output: Buffer.concat(output), seconds: (Date.now() - started) / 1000 }),
    );
  });
}

// The first suite of a group starts the whole group; each is then reported in its turn.
const besides = new Map();
for (const [i, suite] of runs.entries()) {
  if (suite.together) {
    if (!besides.has(suite))
      for (const other of runs.filter((r) => r.together === suite.together))
        besides.set(other, runBeside(other));
    const { status, output, seconds } = await besides.get(suite);
    console.log(`\n━━ ${suite.name} ━━`);
    process.stdout.write(output);
    if (status !== 0) failures.push(`${suite.name} (exit ${status})`);
    console.log(`━━ ${suite.name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
    continue;
  }
  console.log(`\n━━ ${suite.name} ━━`);
  const started = Date.now();
  const lacking = (suite.needs ?? []).filter((name) => stillMissing.has(name));
  if (lacking.length) {
    // One line a person can act on, never the bare "not found" of a tool that is not there.
    for (const name of lacking)
      console.log(`${suite.name}: ${missingLine(systemPackages.find((p) => p.name === name))}`);
    failures.push(`${suite.name} (needs ${lacking.join(', ')})`);
    console.log(`━━ ${suite.name}: FAILED`);
    continue;
  }
  let result;
  if (suite.vitest) {
    const report = join(reports, `${i}.json`);
    result = spawnSync(
      'npx',
      [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
        ...(suite.files ?? []),
      ],
      { cwd: join(root, suite.vitest), stdio: 'inherit', env: { ...process.env, ...suite.env } },
    );
    try {
      const json = JSON.parse(readFileSync(report, 'utf8'));
      passed += json.numPassedTests;
      failed += json.numFailedTests;
      if (json.numTotalTests === 0) failures.push(`${suite.name}: no tests ran`);
    } catch {
      failures.push(`${suite.name}: no report`);
    }
  } else if (suite.playwright) {
    const report = join(reports, `${i}.json`);
    result = spawnSync('npx', ['playwright', 'test'], {
      cwd: join(root, suite.playwright),
      stdio: 'inherit',
      env: { ...process.env, E2E_REPORT: report },
    });
    try {
      const { stats } = JSON.parse(readFileSync(report, 'utf8'));
      passed += stats.expected + stats.flaky;
      failed += stats.unexpected;
      if (stats.expected + stats.unexpected + stats.flaky === 0) failures.push(`${suite.name}: no tests ran`);
    } catch {
      failures.push(`${suite.name}: no report`);
    }
  } else {
    result = spawnSync(suite.cmd, suite.args, {
      cwd: suite.cwd,
      stdio: 'inherit',
      env: { ...process.env, ...suite.env },
    });
  }
  if (result.status !== 0) failures.push(`${suite.name} (exit ${result.status})`);
  console.log(
    `━━ ${suite.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
rmSync(reports, { recursive: true, force: true });

if (!pgUrl) console.log('\n(TEST_DATABASE_URL not set: the PostgreSQL run was skipped)');
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
