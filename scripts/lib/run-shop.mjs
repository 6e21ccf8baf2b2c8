// Starts the built API (throw-away embedded database with the demo catalogue, or `apiEnv`'s
// DATABASE_URL) and the built storefront on random local ports (or the given `ports`), for
// benchmarks and screenshots. `stop()` ends both (its promise: once both have exited). `webArgs`
// go to each storefront after its `-p PORT` (e.g. `-H 127.0.0.1`).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storefrontProcess } from './storefront-process.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

async function waitFor(url) {
  for (let i = 0; i < 240; i += 1) {
    try {
      const r = await fetch(url, { redirect: 'manual' });
      if (r.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

export async function runShop({
  drawPictures = true,
  apiEnv = {},
  webEnv = {},
  ports = {},
  storefronts = 1,
  webArgs = [],
} = {}) {
  const apiPort = ports.api ?? 4700 + Math.floor(Math.random() * 90);
  const webPort = ports.web ?? 3700 + Math.floor(Math.random() * 90);
  // More storefronts on the next ports (or those given), each told of stale pages by the API.
  const webPorts = ports.webs ?? Array.from({ length: storefronts }, (_, i) => webPort + i);
  const webs = webPorts.map((port) => `http://127.0.0.1:${port}`);
  const web = webs[0];
  const api = `http://127.0.0.1:${apiPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'kartyna-shop-'));
  // The storefronts subscribe to the API's expiries of cached pages, signed with a secret they share.
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    STOREFRONT_SECRET: randomBytes(32).toString('base64url'),
  };
  // Each storefront runs as `npm start` and the systemd unit run it: its heap sized from
  // PAGE_CACHE_MB, few malloc arenas (storefront-process.mjs), so benchmarks measure that process.
  const storefront = storefrontProcess({ pageCacheMb: webEnv.PAGE_CACHE_MB ?? process.env.PAGE_CACHE_MB });
  const children = [
    spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
      cwd: root,
      env: {
        ...env,
        API_PORT: String(apiPort),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DRAW_DEMO_PICTURES: String(drawPictures),
        PUBLIC_URL: web,
        // The demo catalogue (production seeds it only when asked); a caller may say 'false'.
        SEED_DEMO: 'true',
        ...apiEnv,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
    ...webPorts.map((port) =>
      spawn(
        process.execPath,
        [...storefront.nodeArgs, join(root, 'apps/web/dist-server/main.js'), '-p', String(port), ...webArgs],
        {
          cwd: join(root, 'apps/web'),
          env: { ...env, ...storefront.env, API_URL: api, PUBLIC_URL: web, ...webEnv },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      ),
    ),
  ];
  const exited = children.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1000).unref();
    return Promise.all(exited);
  };
  try {
    await waitFor(`${api}/api/health`);
    for (const url of webs) await waitFor(`${url}/`);
  } catch (error) {
    stop();
    throw error;
  }
  const [apiChild, webChild, ...otherWebs] = children;
  return { web, webs, api, dataDir, stop, children: { api: apiChild, web: webChild }, otherWebs };
}
