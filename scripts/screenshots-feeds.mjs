#!/usr/bin/env node
// `node scripts/screenshots-feeds.mjs` (issue #45): the back office's «Маркетплейси» page at
// 1440 px and 390 px, into docs/screenshots/admin-feeds-{desktop,mobile}.png. The demo catalogue,
// with two products made without a picture and two left out by staff through the API, and two
// feeds read whole with a marketplace's User-Agent so their «last read» shows. Build first.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { root, runShop } from './lib/run-shop.mjs';

const admin = { mail: 'admin@kartyna.local', password: 'Screenshots-2026' };
const out = join(root, 'docs/screenshots');
mkdirSync(out, { recursive: true });
// The browser first: a machine without Chromium fails here, before the shop is started.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
const shop = await runShop({ apiEnv: { ADMIN_EMAIL: admin.mail, ADMIN_PASSWORD: admin.password } }).catch(
  async (error) => {
    await browser.close();
    throw error;
  },
);
const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

/** The back office's own calls, with the signed-in page's cookies and its CSRF token. */
async function staffApi(page, method, path, data) {
  const csrf = decodeURIComponent(
    (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '',
  );
  const res = await page.request.fetch(`${shop.web}/api/admin${path}`, {
    method,
    headers: { 'x-csrf-token': csrf },
    ...(data === undefined ? {} : { data }),
  });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return res.status() === 204 ? null : res.json();
}

/** A copy of a demo product under a new article, without pictures: the feeds leave it out. */
async function productWithoutPicture(page, from, article, nameUa) {
  const p = await staffApi(page, 'GET', `/products/${from.id}`);
  const input = {
    article,
    nameUa,
    nameRu: nameUa,
    descriptionUa: p.descriptionUa,
    descriptionRu: p.descriptionRu,
    price: p.price,
    discountPrice: null,
    stock: 5,
    categoryId: p.categoryId,
    subject: p.subject,
    size: p.size,
    difficulty: p.difficulty,
    labels: [],
    images: [],
    isHidden: false,
  };
  return staffApi(page, 'POST', '/products', input);
}

/** A marketplace's whole read of a feed, on the shop's own address: only a read to the end counts. */
async function readFeed(file, userAgent) {
  const res = await fetch(`${shop.web}/feeds/${file}`, { headers: { 'user-agent': userAgent } });
  if (!res.ok) throw new Error(`feed ${file}: ${res.status}`);
  await res.text();
}

try {
  const context = await browser.newContext({ viewport: desktop, locale: 'uk-UA', timezoneId: 'Europe/Kyiv' });
  const page = await context.newPage();
  await page.goto(`${shop.web}/admin#/login`);
  await page.getByRole('textbox', { name: 'Пошта' }).fill(admin.mail);
  await page.getByRole('textbox', { name: 'Пароль' }).fill(admin.password);
  await page.getByRole('button', { name: 'Увійти' }).click();
  await page.getByRole('menuitem').first().waitFor();

  const { items } = await staffApi(page, 'GET', '/products?page=1&perPage=3&sort=id&order=ASC');
  const [first, second] = items;
  await productWithoutPicture(page, first, 'NOPHOTO-1', 'Нічне місто (фото ще знімаємо)');
  const both = await productWithoutPicture(page, second, 'NOPHOTO-2', 'Соняшники біля річки (без фото)');
  // Staff leave out one product that has everything, and one that has no picture anyway.
  await staffApi(page, 'PUT', `/feeds/exclusions/${first.id}`, { excluded: true });
  await staffApi(page, 'PUT', `/feeds/exclusions/${both.id}`, { excluded: true });
  await readFeed('rozetka.xml', 'RozetkaBot/1.0 (+https://rozetka.com.ua/)');
  await readFeed(
    'google-merchant.xml',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  );

  for (const viewport of [desktop, phone]) {
    await page.setViewportSize(viewport);
    await page.goto(`${shop.web}/admin#/feeds`);
    // The same address keeps the app as it was: load the page afresh.
    await page.reload();
    await page.getByRole('heading', { name: 'Не потрапляють у фіди' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800); // react-admin's loading bar fades out
    const name = `admin-feeds-${viewport === desktop ? 'desktop' : 'mobile'}.png`;
    await page.screenshot({ path: join(out, name), fullPage: true });
  }
  await context.close();
  console.log(`feeds screenshots in ${out}`);
} finally {
  await browser.close();
  shop.stop();
}
