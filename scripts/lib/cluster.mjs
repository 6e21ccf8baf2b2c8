// Several machines on one: a database, Redis (when there is one), S3-compatible storage (s3rver),
// two built API processes and two built storefronts behind nginx on one port. Used by
// `npm run cluster` and by the cluster test; `stop()` ends everything it started.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { answers, provideDatabase } from './cluster-database.mjs';
import { freePort, freePorts } from './free-port.mjs';
import { nginxConfig } from './nginx-config.mjs';
import { root } from './run-shop.mjs';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

export { answers, freePort, freePorts, provideDatabase };

async function waitFor(url, what, child, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      const r = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
      if (r.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${what} did not answer at ${url}`);
}

/** Where makeCertificate writes into `dir`. */
export const certificateIn = (dir) => ({ cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem') });

/**
 * A self-signed certificate for 127.0.0.1 and localhost (CN=localhost), written to `dir`, for
 * nginx to speak https with; its own CA, so a client trusts it by NODE_EXTRA_CA_CERTS=cert.
 */
export function makeCertificate(dir) {
  const { cert, key } = certificateIn(dir);
  const r = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost'].concat([
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`openssl could not make a certificate: ${r.stderr ?? r.error}`);
  return { cert, key };
}

/**
 * Starts the whole cluster. `port` is the entrance (random when 0). `apiEnv` is added to both
 * API processes (e.g. SMTP_URL). Logs go to `log`.
 */
export async function startCluster({
  port = 0,
  instances = 2,
  databaseUrl = process.env.DATABASE_URL,
  redisUrl = process.env.REDIS_URL,
  apiEnv = {},
  log = (line) => console.log(`[cluster] ${line}`),
  quiet = true,
  tls,
  // (name, chunk): what each process prints, for a test to watch its log lines.
  onOutput,
} = {}) {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx)');
  for (const built of [
    'apps/api/dist/server.js',
    'apps/api/dist/worker.js',
    'apps/web/dist-server/main.js',
  ]) {
    if (!existsSync(join(root, built))) throw new Error(`${built} is missing: npm run build first`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'kartyna-cluster-'));
  const children = [];
  const stops = [];
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    for (const child of children.reverse()) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const hard = setTimeout(() => child.kill('SIGKILL'), 15_000);
            child.once('exit', () => {
              clearTimeout(hard);
              resolve();
            });
          }),
      ),
    );
    for (const s of stops.reverse()) await s().catch((e) => log(`cleanup: ${e.message}`));
    rmSync(dir, { recursive: true, force: true });
  };
  // Whatever happens to this process, nothing it started outlives it.
  const killAll = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killAll);
  stops.push(async () => process.off('exit', killAll));
  const spawnChild = (name, args, options) => {
    const child = spawn(args[0], args.slice(1), {
      ...options,
      stdio: ['ignore', onOutput ? 'pipe' : quiet ? 'ignore' : 'inherit', 'inherit'],
    });
    child.stdout?.on('data', (chunk) => onOutput(name, chunk));
    child.on('exit', (code, signal) => {
      if (!stopped) log(`${name} stopped unexpectedly (${signal ?? code})`);
    });
    children.push(child);
    return child;
  };

  try {
    const picked = await freePorts(2 + instances * 2);
    const entrance = port || picked[0];
    const apiPorts = picked.slice(1, 1 + instances);
    const webPorts = picked.slice(1 + instances, 1 + instances * 2);
    // With `tls` ({ cert, key }: files, see makeCertificate) nginx speaks https; the storefronts,
    // which reach the API through it, trust the certificate (NODE_EXTRA_CA_CERTS), and whoever
    // calls startCluster must too.
    const url = `${tls ? 'https' : 'http'}://127.0.0.1:${entrance}`;
    const database = await provideDatabase(dir, databaseUrl, picked.at(-1), log);
    stops.push(database.stop);

    let redis = redisUrl;
    if (!redis && (await answers('127.0.0.1', 6379))) redis = 'redis://127.0.0.1:6379';
    log(
      redis
        ? `rate limits and rendered pages shared in Redis at ${redis}`
        : 'no Redis: rate limits and rendered pages are per instance',
    );

    const s3dir = join(dir, 's3');
    mkdirSync(s3dir);
    const bucket = 'kartyna';
    const s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: s3dir,
      configureBuckets: [{ name: bucket }],
    });
    const { port: s3port } = await s3.run();
    stops.push(() => s3.close());
    log(`S3-compatible storage (s3rver) at http://127.0.0.1:${s3port}, bucket ${bucket}`);

    const authSecret = randomBytes(48).toString('base64url');
    // Each storefront subscribes (through nginx) to one API process's news of which cached
    // pages went stale; every API process passes on what any of them learns.
    const storefrontSecret = randomBytes(32).toString('base64url');
    const production = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
    const apis = [];
    // As in production (docs/going-live.md): the APIs answer requests, one worker process does
    // the background work (mail, photo templates, parcel tracking).
    const backendEnv = (name) => ({
      ...production,
      DATA_DIR: join(dir, name),
      DATABASE_URL: database.url,
      ...(redis ? { REDIS_URL: redis } : {}),
      S3_ENDPOINT: `http://127.0.0.1:${s3port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      AUTH_SECRET: process.env.AUTH_SECRET ?? authSecret,
      INSTANCES: String(instances),
      PUBLIC_URL: url,
      STOREFRONT_SECRET: storefrontSecret,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // A demo like `npm start`: the test payment page unless the operator names a provider.
      PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER ?? 'sandbox',
      // The demo catalogue, which production no longer seeds unless asked.
      SEED_DEMO: process.env.SEED_DEMO ?? 'true',
      // The SDK's notice that its 2027 releases need Node 22, printed by every instance.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...apiEnv,
    });
    // One after the other: the first migrates and seeds, the others find it done.
    for (const [i, apiPort] of apiPorts.entries()) {
      const child = spawnChild(
        `api ${i + 1}`,
        [process.execPath, '--enable-source-maps', join(root, 'apps/api/dist/server.js')],
        {
          cwd: root,
          env: {
            ...backendEnv(`api-${i + 1}`),
            API_PORT: String(apiPort),
            API_HOST: '127.0.0.1',
            WORKERS: 'off',
            // nginx, on this machine, says who the client is and that it came over https.
            TRUST_PROXY: 'loopback',
          },
        },
      );
      const api = `http://127.0.0.1:${apiPort}`;
      await waitFor(`${api}/api/health`, `api ${i + 1}`, child);
      apis.push(api);
      log(`api ${i + 1} on ${api}`);
    }
    // After the first API migrated the database; it answers nothing, so nothing to wait for.
    spawnChild('worker', [process.execPath, '--enable-source-maps', join(root, 'apps/api/dist/worker.js')], {
      cwd: root,
      env: backendEnv('worker'),
    });
    log('worker process started (the APIs run with WORKERS=off)');

    // Bound to this machine only: nginx in front is the cluster's one door.
    const startStorefront = (webPort, i) => {
      const child = spawnChild(
        `storefront ${i + 1}`,
        [
          process.execPath,
          join(root, 'apps/web/dist-server/main.js'),
          '-p',
          String(webPort),
          '-H',
          '127.0.0.1',
        ],
        {
          cwd: join(root, 'apps/web'),
          env: {
            ...production,
            API_URL: url,
            PUBLIC_URL: url,
            STOREFRONT_SECRET: storefrontSecret,
            ...(tls ? { NODE_EXTRA_CA_CERTS: tls.cert } : {}),
            // The storefronts share what they render (a page rendered once for both).
            ...(redis ? { REDIS_URL: redis } : {}),
          },
        },
      );
      return { url: `http://127.0.0.1:${webPort}`, child };
    };
    const webs = webPorts.map(startStorefront);

    const nginxDir = join(dir, 'nginx');
    mkdirSync(nginxDir);
    // nginx's workers drop root for nobody: they must reach the temp folders.
    chmodSync(dir, 0o755);
    chmodSync(nginxDir, 0o777);
    const conf = join(nginxDir, 'nginx.conf');
    writeFileSync(conf, nginxConfig({ dir: nginxDir, port: entrance, apiPorts, webPorts, tls }));
    const test = spawnSync(
      NGINX,
      ['-t', '-q', '-e', join(nginxDir, 'error.log'), '-p', nginxDir, '-c', conf],
      {
        encoding: 'utf8',
      },
    );
    if (test.status !== 0) throw new Error(`nginx refused its configuration: ${test.stderr}`);
    const nginx = spawnChild(
      'nginx',
      [NGINX, '-e', join(nginxDir, 'error.log'), '-p', nginxDir, '-c', conf, '-g', 'daemon off;'],
      {},
    );
    await waitFor(`${url}/api/health`, 'nginx', nginx);
    // Something else may have taken the port meanwhile: the answer must come through nginx.
    const through = await fetch(`${url}/api/health`);
    if (nginx.exitCode !== null || !through.headers.get('x-upstream')) {
      const errors = existsSync(join(nginxDir, 'error.log'))
        ? readFileSync(join(nginxDir, 'error.log'), 'utf8')
        : '';
      throw new Error(`nginx is not what answers on ${url}: ${errors.trim().split('\n').at(-1) ?? ''}`);
    }
    for (const [i, web] of webs.entries()) {
      await waitFor(`${web.url}/`, `storefront ${i + 1}`, web.child);
      log(`storefront ${i + 1} on ${web.url}`);
    }
    log(`nginx on ${url} (config ${conf})`);
    /**
     * One more storefront, started now (not behind nginx): as a storefront that joins a running
     * shop, nothing is told about it; it subscribes to the APIs by itself (issue #28).
     */
    const addStorefront = async () => {
      const web = startStorefront(await freePort(), webs.length);
      webs.push(web);
      await waitFor(`${web.url}/`, `storefront ${webs.length}`, web.child);
      log(`storefront ${webs.length} (started late) on ${web.url}`);
      return web.url;
    };
    return {
      url,
      apis,
      webs: webs.map((w) => w.url),
      addStorefront,
      databaseUrl: database.url,
      redisUrl: redis,
      dir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
