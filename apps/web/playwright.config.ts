import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { staffAdmin } from './e2e/support/staff-account';

/**
 * Browser journeys against the built storefront and a real API on a fresh embedded database
 * with the demo catalogue. Chromium is Debian's (/usr/bin/chromium): nothing is downloaded.
 */
// Ports picked once per run (workers re-read this file with the same environment), away from
// the usual 3000/4000, so a shop running on this machine does not collide with the journeys.
process.env.E2E_WEB_PORT ??= String(20000 + Math.floor(Math.random() * 5000));
process.env.E2E_API_PORT ??= String(25000 + Math.floor(Math.random() * 5000));
const webPort = Number(process.env.E2E_WEB_PORT);
const apiPort = Number(process.env.E2E_API_PORT);
const webUrl = `http://127.0.0.1:${webPort}`;
// Once per run, like the ports: the workers re-read this file, and the journeys sign with it too.
process.env.E2E_STOREFRONT_SECRET ??= randomBytes(32).toString('base64url');
const storefrontSecret = process.env.E2E_STOREFRONT_SECRET;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'kartyna-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this config: one database for the run
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    // The machines have no internet: Chromium's own background calls would only be refused.
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  // One results folder per build folder, so parallel runs keep their own traces.
  outputDir: `test-results${(process.env.NEXT_DIST_DIR ?? '.next').replace('.next', '')}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.E2E_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_REPORT }]]
    : [['list']],
  use: {
    baseURL: webUrl,
    locale: 'uk-UA',
    timezoneId: 'Europe/Kyiv',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /.*\.mobile\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      testMatch: /.*\.mobile\.spec\.ts/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
  ],
  webServer: [
    {
      // E2E_API_DIST / ADMIN_DIST_DIR let parallel work run its own builds side by side.
      command: `node ${join(process.env.E2E_API_DIST ?? join(root, 'apps/api/dist'), 'server.js')}`,
      url: `http://127.0.0.1:${apiPort}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        NODE_ENV: 'production',
        API_PORT: String(apiPort),
        DATA_DIR: dataDir,
        WEB_URL: webUrl,
        PUBLIC_API_URL: webUrl,
        SEED_DEMO: 'true',
        // The journeys pay by card on the sandbox's test page; with no provider there is none.
        PAYMENT_PROVIDER: 'sandbox',
        // …and get a test fiscal receipt for it, as with `npm start` (issue #44).
        FISCAL_PROVIDER: 'checkbox-sandbox',
        MONEY_BACK_POLL_MS: '500',
        DRAW_DEMO_PICTURES: 'false',
        MAIL_POLL_MS: '200',
        // A staff change's mail is held while it can be undone: 15 s rather than the minute, so
        // journeys that follow an order's mails wait less; the undo journeys click well inside it.
        STATUS_UNDO_SECONDS: '15',
        // The photo journey waits for the workshop's template: look for queued ones often.
        TEMPLATE_POLL_MS: '500',
        // The parcel journeys follow offline waybills to the door: a leg every 2 s, looked for
        // every 500 ms. Hand-typed numbers (2045…) lie years ahead, so the carrier says "not
        // found" and other journeys' orders stay where staff put them.
        OFFLINE_PARCEL_STEP_MS: '2000',
        PARCEL_POLL_MS: '500',
        LOG_LEVEL: 'warn',
        // The storefront's cached pages are expired by the API (it subscribes), as in production.
        STOREFRONT_SECRET: storefrontSecret,
        ADMIN_EMAIL: staffAdmin.mail,
        ADMIN_PASSWORD: staffAdmin.password,
        ...(process.env.ADMIN_DIST_DIR ? { ADMIN_DIST_DIR: process.env.ADMIN_DIST_DIR } : {}),
      },
    },
    {
      command: `node dist-server/main.js -p ${webPort}`,
      cwd: here,
      url: `${webUrl}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        API_URL: `http://127.0.0.1:${apiPort}`,
        SITE_URL: webUrl,
        NEXT_TELEMETRY_DISABLED: '1',
        // Pages are cached as in production; the API expires them when a journey's staff change
        // something (before the back office's save answers), so the next visit shows it.
        STOREFRONT_SECRET: storefrontSecret,
      },
    },
  ],
});
