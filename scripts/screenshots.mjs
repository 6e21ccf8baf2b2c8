#!/usr/bin/env node
// `npm run screenshots`: the storefront's main screens at 390 px and 1440 px, taken in Debian's
// Chromium against the built shop with the demo catalogue, into docs/screenshots/ (viewport-high
// PNGs, kept small). Build first (`npm run build`).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { root, runShop } from './lib/run-shop.mjs';

const out = join(root, 'docs/screenshots');
mkdirSync(out, { recursive: true });
// The sandbox provider, as `npm start` has it: the history shows an unpaid card order.
const shop = await runShop({ apiEnv: { PAYMENT_PROVIDER: 'sandbox' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

try {
  const { items } = await (
    await fetch(`${shop.api}/api/server/products?pageSize=1&labelType=["sale"]`)
  ).json();
  const productPath = `/product/${items[0].id}`;
  for (const [label, viewport] of [
    ['mobile', { width: 390, height: 844 }],
    ['desktop', { width: 1440, height: 900 }],
  ]) {
    const context = await browser.newContext({ viewport, locale: 'uk-UA', timezoneId: 'Europe/Kyiv' });
    // The cookie notice would cover every shot; a shopper who accepted it sees this.
    await context.addInitScript(() =>
      localStorage.setItem('kartyna_cookie_consent', new Date().toISOString()),
    );
    const page = await context.newPage();
    // A fresh database draws each demo picture on its first request: slow on a busy machine.
    page.setDefaultNavigationTimeout(180_000);
    const shot = async (name, path) => {
      await page.goto(`${shop.web}${path}`, { waitUntil: 'networkidle' });
      await page.screenshot({ path: join(out, `${name}-${label}.png`) });
    };
    await shot('home', '/');
    await shot('catalogue', '/catalog');
    await shot('product', productPath);
    // Issue #46: the shell's own HTML open — the burger's drawer and a category's panel on a
    // phone; the catalogue's dropdown and the search panel on a wide screen.
    if (label === 'mobile') {
      await page.getByRole('button', { name: 'Відкрити меню' }).click();
      const drawer = page.getByRole('dialog', { name: 'Меню' });
      await drawer.waitFor();
      await page.waitForTimeout(400); // the slide in
      await page.screenshot({ path: join(out, `menu-drawer-${label}.png`) });
      await drawer.getByRole('button', { name: 'Каталог' }).click();
      await drawer.getByRole('region', { name: 'Каталог' }).getByRole('button', { name: 'Набори' }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(out, `menu-drawer-panel-${label}.png`) });
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
    } else {
      await page
        .getByRole('navigation', { name: 'Головне меню' })
        .getByRole('link', { name: 'Каталог' })
        .hover();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(out, `catalog-dropdown-${label}.png`) });
      await page.mouse.move(700, 700);
    }
    await page.getByRole('button', { name: 'Пошук', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Пошук товарів' }).fill('лисиця');
    await page.screenshot({ path: join(out, `search-panel-${label}.png`) });
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /купити|в кошик/i })
      .first()
      .click();
    await shot('cart', '/cart');
    const mail = `shots-${label}-${Date.now()}@example.com`;
    const registered = await page.request.post(`${shop.web}/api/server/auth/register`, {
      data: {
        mail,
        password: 'kartyna-demo-1',
        firstName: 'Олена',
        lastName: 'Коваль',
        phone: '+380671234567',
      },
    });
    if (!registered.ok()) throw new Error(`register: ${registered.status()}`);
    await shot('cabinet', '/cabinet/personal');
    // Issue #18: an unpaid card order in the history ("Оплатити", "Повторити замовлення") and
    // its result page ("pay later" once the API has the order-token contract).
    const csrf = (await context.cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
    const city = (
      await (await page.request.get(`${shop.web}/api/server/delivery/cities?search=Одеса`)).json()
    )[0];
    const branch = (
      await (
        await page.request.get(`${shop.web}/api/server/delivery/cities/${city.ref}/points?kind=branch`)
      ).json()
    )[0];
    const placed = await page.request.post(`${shop.web}/api/server/orders`, {
      headers: { 'x-csrf-token': decodeURIComponent(csrf) },
      data: {
        contact: { lastName: 'Коваль', firstName: 'Олена', email: mail, phone: '+380671234567' },
        delivery: { deliveryType: 'post', cityRef: city.ref, branchRef: branch.ref },
        paymentType: 'card',
        lines: [{ productId: items[0].id, amount: 1 }],
        language: 'ua',
      },
    });
    if (!placed.ok()) throw new Error(`order: ${placed.status()} ${await placed.text()}`);
    const order = await placed.json();
    await shot('cabinet-history', '/cabinet/history');
    const thankOrder = {
      t: order.resultType,
      id: order.id,
      ...(order.orderToken ? { k: order.orderToken } : {}),
    };
    await shot('order-result', `/cart?thank-order=${encodeURIComponent(JSON.stringify(thankOrder))}`);
    await shot('catalogue-phone', '/catalog/picture-by-numbers');
    await context.close();
    // A first visit: the cookie notice sits above the header and covers nothing (issue #26).
    const first = await browser.newContext({ viewport, locale: 'uk-UA', timezoneId: 'Europe/Kyiv' });
    const firstPage = await first.newPage();
    firstPage.setDefaultNavigationTimeout(180_000);
    await firstPage.goto(`${shop.web}/catalog`, { waitUntil: 'networkidle' });
    await firstPage.screenshot({ path: join(out, `first-visit-${label}.png`) });
    await first.close();
  }
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  shop.stop();
}
