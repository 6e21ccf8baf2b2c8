import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Test-only: the real API as a child process, built and started the way production runs it
 * (`npm run build`, `node dist/server.js`). A bundle starts in a third of the CPU time that
 * `node --import tsx src/server.ts` needs, which matters for a restart on a busy machine.
 */

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 60_000;

export interface ApiBuild {
  /** the bundle's server.js */
  entry: string;
  remove(): Promise<void>;
}

/** Bundles the API with the repository's tsup config into a folder of its own. */
export async function buildApi(): Promise<ApiBuild> {
  // Under node_modules so the bundle resolves the API's packages, and git ignores it.
  const outDir = join('node_modules', '.cache', `chaos-api-${randomBytes(4).toString('hex')}`);
  const tsupCli = join(
    createRequire(import.meta.url).resolve('tsup/package.json'),
    '..',
    'dist',
    'cli-default.js',
  );
  const child = spawn(process.execPath, [tsupCli, '--silent'], {
    cwd: apiDir,
    env: { ...process.env, API_DIST_DIR: outDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const dir = join(apiDir, outDir);
  if (code !== 0) throw new Error(`tsup failed (${code}):\n${output}`);
  return { entry: join(dir, 'server.js'), remove: () => rm(dir, { recursive: true, force: true }) };
}

export interface ApiProcess {
  readonly port: number;
  readonly origin: string;
  /** the last lines the process printed, for a failing test's message */
  output(): string;
  /** SIGKILL: no shutdown hook, no flush, sockets dropped mid-request; resolves once it is gone */
  kill(): Promise<void>;
}

/** A port nobody listens on now (the kernel's pick), so a restart can take the same one. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built API on `port` and resolves when /api/health answers 200.
 * Light on purpose: no demo seed, no pictures, no mail worker.
 */
export async function startApi(options: {
  entry: string;
  port: number;
  databaseUrl: string;
  dataDir: string;
}): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', options.entry], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      API_PORT: String(options.port),
      API_HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      SEED_DEMO: 'false',
      DRAW_DEMO_PICTURES: 'false',
      MAIL_WORKER: 'false',
      // The rush pays by card: the test provider is named, as a shop without real keys would.
      PAYMENT_PROVIDER: 'sandbox',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'chaos-admin@example.com',
      ADMIN_PASSWORD: 'chaos-admin-password',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${options.port}`;
  const api: ApiProcess = {
    port: options.port,
    origin,
    output: () => tail,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  try {
    await untilHealthy(child, origin);
  } catch (error) {
    await api.kill();
    throw new Error(`${(error as Error).message}\n${tail}`);
  }
  return api;
}

async function untilHealthy(child: ChildProcess, origin: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the API did not become healthy within ${START_TIMEOUT_MS} ms`);
}
