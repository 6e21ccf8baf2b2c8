import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { textOf } from './account-kit';

/*
 * A second shop beside the run's, wired as `PORT=… API_PORT=… npm start` wires it with no
 * PUBLIC_URL (scripts/start.mjs): the API is told only the storefront's port (STOREFRONT_PORT),
 * so every link it writes must come from that port or from the address the shopper used. The
 * run's own shop cannot show that: playwright.config.ts gives its API WEB_URL and PUBLIC_API_URL.
 */

const web = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const root = join(web, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function answers(url: string, children: ChildProcess[], deadlineMs = 180_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (children.some((child) => child.exitCode !== null))
      throw new Error(`the side shop stopped before ${url}`);
    const ok = await fetch(url, { redirect: 'manual' }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    if (Date.now() - started > deadlineMs) throw new Error(`${url} did not answer in ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

export interface SideShop {
  /** the storefront at 127.0.0.1 */
  local: string;
  /**
   * The storefront at another address of this machine, as a phone on the shop's network would
   * open it. 127.0.0.2: these machines may send nothing past loopback, and the API tells one of
   * the machine's addresses from another the same way (http/shop-origin.ts).
   */
  other: string;
  webPort: number;
  /** every mail sent to `mail` (the API's .eml outbox), decoded */
  mailsTo(mail: string): Promise<string[]>;
  stop(): Promise<void>;
}

export async function startSideShop(): Promise<SideShop> {
  const [webPort, apiPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'kartyna-side-shop-'));
  const secret = randomBytes(32).toString('base64url');
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'PUBLIC_URL',
    'WEB_URL',
    'PUBLIC_API_URL',
    'SITE_URL',
    'API_URL',
    'PORT',
    'DATABASE_URL',
  ])
    delete inherited[name];
  const common: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    STOREFRONT_SECRET: secret,
  };
  const api = spawn(
    process.execPath,
    [join(process.env.E2E_API_DIST ?? join(root, 'apps/api/dist'), 'server.js')],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...common,
        API_PORT: String(apiPort),
        STOREFRONT_PORT: String(webPort),
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        PAYMENT_PROVIDER: 'sandbox',
        FISCAL_PROVIDER: 'checkbox-sandbox',
        MONEY_BACK_POLL_MS: '500',
        MAIL_POLL_MS: '200',
        DRAW_DEMO_PICTURES: 'false',
        LOG_LEVEL: 'warn',
      },
    },
  );
  const children: ChildProcess[] = [api];
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await answers(`http://127.0.0.1:${apiPort}/api/health`, children);
    // The storefront as npm start runs it: on every interface, its canonical links on localhost.
    children.push(
      spawn(process.execPath, ['dist-server/main.js', '-p', String(webPort)], {
        cwd: web,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          ...common,
          PORT: String(webPort),
          API_URL: `http://127.0.0.1:${apiPort}`,
          PUBLIC_URL: `http://localhost:${webPort}`,
        },
      }),
    );
    await answers(`http://127.0.0.1:${webPort}/`, children);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    local: `http://127.0.0.1:${webPort}`,
    other: `http://127.0.0.2:${webPort}`,
    webPort,
    async mailsTo(mail) {
      const dir = join(dataDir, 'outbox');
      const texts: string[] = [];
      for (const name of (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'))) {
        const raw = await readFile(join(dir, name), 'utf8');
        if (raw.toLowerCase().includes(mail.toLowerCase())) texts.push(textOf(raw));
      }
      return texts;
    },
    stop,
  };
}

/** Every link in `texts` whose path matches `path` (text parts and HTML hrefs alike). */
export function linksIn(texts: string[], path: RegExp): string[] {
  const links = texts.flatMap((text) => text.match(/https?:\/\/[^\s"'<>)]+/g) ?? []);
  return [...new Set(links.map((link) => link.replace(/&amp;/g, '&')).filter((link) => path.test(link)))];
}
