#!/usr/bin/env node
// `npm run screenshots:kit`: the painting companion (issue #25) at 390 px and 1440 px — a 40×50
// photo kit with a paint chosen, a region in focus and some regions ticked — and the printed
// legend page with its QR code (when poppler's pdftoppm is installed) into docs/screenshots/.
// Build first (`npm run build -w @kartyna/api && npm run build -w @kartyna/web`).
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { readyPhotoKit } from './lib/kit-order.mjs';
import { root, runShop } from './lib/run-shop.mjs';

const out = join(root, 'docs/screenshots');
mkdirSync(out, { recursive: true });
const shop = await runShop({ drawPictures: false, apiEnv: { TEMPLATE_POLL_MS: '500' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const { kit, user } = await readyPhotoKit(shop, {
    size: '40x50',
    complectation: 'classic',
    orientation: 'portrait',
    photo: 'chelsea.png',
  });
  // Some regions painted already, as a buyer a week in would have them.
  const changes = Array.from({ length: 60 }, (_, i) => ({ region: i * 3, ticked: true, at: Date.now() }));
  await fetch(`${shop.api}/api/server/kits/${kit.ref}/progress?k=${kit.token}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ changes }),
  });
  for (const [label, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['1440', { width: 1440, height: 900 }],
  ]) {
    const context = await browser.newContext({ viewport, locale: 'uk-UA', timezoneId: 'Europe/Kyiv' });
    await context.addInitScript(() =>
      localStorage.setItem('kartyna_cookie_consent', new Date().toISOString()),
    );
    const page = await context.newPage();
    await page.goto(`${shop.web}/kit/${kit.ref}?k=${kit.token}`);
    await page.locator('[data-testid="kit-stage"][data-map="ready"]').waitFor();
    await page.getByRole('button', { name: 'Збільшити' }).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(out, `kit-companion-${label}.png`) });
    await page.locator('[data-paint]').nth(2).click();
    await page.getByRole('button', { name: 'Наступна ділянка' }).click();
    await page.waitForTimeout(600);
    await page.screenshot({ path: join(out, `kit-companion-paint-${label}.png`), fullPage: label === '390' });
    // The buyer's list of kits in the cabinet.
    await page.request.post(`${shop.web}/api/server/auth/login`, {
      data: { mail: user.mail, password: user.password },
    });
    await page.goto(`${shop.web}/cabinet/kits`);
    await page.screenshot({ path: join(out, `cabinet-kits-${label}.png`) });
    await context.close();
  }
  // The print shop's PDF (staff only, so read from the shop's storage): page 2 is the legend.
  const key = kit.svgUrl.replace(/^.*\/media\//, '').replace(/\.svg$/, '.pdf');
  const file = join(shop.dataDir, 'uploads', key);
  try {
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '2', '-l', '2', file, join(out, 'kit-legend-page')]);
  } catch {
    console.log('pdftoppm is not installed (apt-get install poppler-utils): no picture of the legend page');
  }
} finally {
  await browser.close();
  await shop.stop();
}
