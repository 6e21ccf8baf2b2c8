#!/usr/bin/env node
// `npm run bench:opens`: how long staff wait for the back office to open, in Debian's Chromium at
// 1440 × 900, beside a bare Next.js page's button measured in the same run. The journeys check
// what does not depend on the machine (one question to the API, no retry's delay); the time
// budgets live here (issue #26: the sign-in form and the signed-in menu within 1.5 s on an idle
// machine). Medians of BENCH_RUNS (5) fresh browser contexts, after one that warms the servers.
import { randomBytes } from 'node:crypto';
import { chromium } from '@playwright/test';
import { bareNextAnswers, startBareNext } from '../lib/bare-next.mjs';
import { runShop } from '../lib/run-shop.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const barePort = Number(process.env.BENCH_BARE_PORT ?? 3392);
const bareUrl = `http://127.0.0.1:${barePort}`;
const staff = { mail: 'bench-admin@kartyna.test', password: randomBytes(12).toString('base64url') };

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** Milliseconds from asking for `url` (a fresh context unless cookies are given) until `shown` is visible. */
async function timeToShow(browser, url, shown, cookies = []) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'uk-UA' });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await shown(page).waitFor({ state: 'visible', timeout: 60_000 });
  const ms = Date.now() - started;
  await context.close();
  return ms;
}

const main = async () => {
  const shop = await runShop({
    drawPictures: false,
    apiEnv: { ADMIN_EMAIL: staff.mail, ADMIN_PASSWORD: staff.password },
  });
  const bare = startBareNext(barePort);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    await bareNextAnswers(`${bareUrl}/tap`);
    // A staff session for the signed-in case, through the back office's own form.
    const context = await browser.newContext({ locale: 'uk-UA' });
    const page = await context.newPage();
    await page.goto(`${shop.web}/admin#/login`);
    await page.getByRole('textbox', { name: 'Пошта' }).fill(staff.mail);
    await page.getByRole('textbox', { name: 'Пароль' }).fill(staff.password);
    await page.getByRole('button', { name: 'Увійти' }).click();
    await page.getByRole('menuitem').first().waitFor({ timeout: 60_000 });
    const session = await context.cookies();
    await context.close();

    const cases = [
      ['sign-in form', `${shop.web}/admin`, (p) => p.getByRole('button', { name: 'Увійти' }), []],
      ['signed-in menu', `${shop.web}/admin`, (p) => p.getByRole('menuitem').first(), session],
      ['bare page button', `${bareUrl}/tap`, (p) => p.getByRole('button', { name: 'Купити' }), []],
    ];
    const rows = [];
    for (const [name, url, shown, cookies] of cases) {
      const times = [];
      for (let i = 0; i < runs + 1; i += 1) {
        const ms = await timeToShow(browser, url, shown, cookies);
        if (i > 0) times.push(ms);
      }
      rows.push({ page: name, 'shown after ms (median)': Math.round(median(times)), runs });
    }
    const ceiling = rows.at(-1)['shown after ms (median)'];
    for (const row of rows) row['× bare'] = Number((row['shown after ms (median)'] / ceiling).toFixed(2));
    console.log(`\nThe back office opening at 1440 px, medians of ${runs} fresh visits:`);
    console.table(rows);
    const slow = rows.slice(0, -1).filter((r) => r['shown after ms (median)'] > 1_500);
    if (slow.length) {
      console.log(`over 1.5 s: ${slow.map((r) => r.page).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    bare.kill();
    await shop.stop();
  }
};

await main();
