#!/usr/bin/env node
// `npm run screenshots:admin`: the back office's dashboard, product edit and order page at 1440 px
// (and the order page at 390 px), in Debian's Chromium against the built shop with the demo
// catalogue and one order placed through the API, into docs/screenshots/. Build first.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { root, runShop } from './lib/run-shop.mjs';

const admin = { mail: 'admin@kartyna.local', password: 'Screenshots-2026' };
const out = join(root, 'docs/screenshots');
mkdirSync(out, { recursive: true });
const shop = await runShop({ apiEnv: { ADMIN_EMAIL: admin.mail, ADMIN_PASSWORD: admin.password } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

async function json(path, init) {
  const res = await fetch(`${shop.api}/api/server${path}`, init);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A shopper's order to a Nova Poshta branch in Kyiv, paid on delivery. */
async function placeOrder() {
  const { items } = await json('/products?pageSize=2');
  // Demo pictures are drawn on their first request: ask for them now, so the shots show them.
  await Promise.all(items.flatMap((item) => (item.images ?? []).map((url) => fetch(`${shop.web}${url}`))));
  const [city] = await json(`/delivery/cities?search=${encodeURIComponent('Київ')}`);
  const [branch] = await json(`/delivery/cities/${city.ref}/points?kind=branch&limit=1`);
  const order = await json('/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      contact: { lastName: 'Коваль', firstName: 'Олена', email: 'olena@example.com', phone: '+380671234567' },
      delivery: { deliveryType: 'post', cityRef: city.ref, branchRef: branch.ref },
      paymentType: 'cod',
      lines: items.map((item, i) => ({ productId: item.id, amount: i + 1 })),
    }),
  });
  return { orderId: order.id, productId: items[0].id };
}

try {
  const { orderId, productId } = await placeOrder();
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'uk-UA',
    timezoneId: 'Europe/Kyiv',
  });
  const page = await context.newPage();
  await page.goto(`${shop.web}/admin#/login`);
  await page.getByRole('textbox', { name: 'Пошта' }).fill(admin.mail);
  await page.getByRole('textbox', { name: 'Пароль' }).fill(admin.password);
  await page.getByRole('button', { name: 'Увійти' }).click();
  await page.getByRole('menuitem').first().waitFor();
  const shot = async (name, hash, width = 1440) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.goto(`${shop.web}/admin#${hash}`);
    await page.waitForLoadState('networkidle');
    // Demo pictures are drawn on their first request: wait for every visible image to arrive.
    await page
      .waitForFunction(
        () => Array.from(globalThis.document.images).every((img) => img.complete && img.naturalWidth > 0),
        null,
        {
          timeout: 20_000,
        },
      )
      .catch(() => console.warn(`some images of ${hash} did not load`));
    await page.waitForTimeout(800); // react-admin's loading bar fades out
    await page.screenshot({ path: join(out, `${name}-${width > 800 ? 'desktop' : 'mobile'}.png`) });
  };
  await shot('admin-dashboard', '/');
  await shot('admin-product-edit', `/products/${productId}`);
  await shot('admin-order', `/orders/${orderId}/show`);
  await shot('admin-order', `/orders/${orderId}/show`, 390);
  await shot('admin-dashboard', '/', 390);
  await context.close();
  console.log(`back-office screenshots in ${out}`);
} finally {
  await browser.close();
  shop.stop();
}
