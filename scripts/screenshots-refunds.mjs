#!/usr/bin/env node
// `node scripts/screenshots-refunds.mjs` (issue #44): a card order paid through the payment
// sandbox, refunded in part from the back office, with test fiscal receipts from the Checkbox
// sandbox. Shoots, at 1440 px and 390 px, the order page with the refund dialog open, the order
// page after the refund («Повернення», «Фіскальні чеки») and the shopper's order history with the
// refund line and the receipts' links, into docs/screenshots/. Build first (`npm run build`).
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
const shop = await runShop({
  apiEnv: {
    ADMIN_EMAIL: admin.mail,
    ADMIN_PASSWORD: admin.password,
    PAYMENT_PROVIDER: 'sandbox',
    FISCAL_PROVIDER: 'checkbox-sandbox',
    // Receipts are made by the money-back loop: a short pass keeps the wait for them short.
    MONEY_BACK_POLL_MS: '300',
  },
}).catch(async (error) => {
  await browser.close();
  throw error;
});
const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
const label = (viewport) => (viewport.width > 800 ? 'desktop' : 'mobile');

async function until(what, check, ms = 60_000) {
  for (const started = Date.now(); Date.now() - started < ms;) {
    const value = await check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A shopper signs up, orders two pictures to a Nova Poshta branch and pays by card in the sandbox. */
async function paidOrder(context) {
  const page = await context.newPage();
  const request = page.request;
  const mail = `refund-shots-${Date.now()}@example.com`;
  const registered = await request.post(`${shop.web}/api/server/auth/register`, {
    data: {
      mail,
      password: 'kartyna-demo-1',
      firstName: 'Олена',
      lastName: 'Коваль',
      phone: '+380671234567',
    },
  });
  if (!registered.ok()) throw new Error(`register: ${registered.status()}`);
  const csrf = decodeURIComponent(
    (await context.cookies()).find((c) => c.name === 'csrf_token')?.value ?? '',
  );
  const headers = { 'x-csrf-token': csrf };
  const { items } = await (await request.get(`${shop.web}/api/server/products?pageSize=2`)).json();
  await Promise.all(
    items.flatMap((item) => (item.images ?? []).map((url) => request.get(`${shop.web}${url}`))),
  );
  const [city] = await (await request.get(`${shop.web}/api/server/delivery/cities?search=Київ`)).json();
  const [branch] = await (
    await request.get(`${shop.web}/api/server/delivery/cities/${city.ref}/points?kind=branch&limit=1`)
  ).json();
  const placed = await request.post(`${shop.web}/api/server/orders`, {
    headers,
    data: {
      contact: { lastName: 'Коваль', firstName: 'Олена', email: mail, phone: '+380671234567' },
      delivery: { deliveryType: 'post', cityRef: city.ref, branchRef: branch.ref },
      paymentType: 'card',
      lines: items.map((item, i) => ({ productId: item.id, amount: i + 1 })),
      language: 'ua',
    },
  });
  if (!placed.ok()) throw new Error(`order: ${placed.status()} ${await placed.text()}`);
  const order = await placed.json();
  const prepared = await request.post(`${shop.web}/api/server/orders/prepare-payment`, {
    headers,
    data: { orderId: order.id, language: 'ua', resultUrl: `${shop.web}/cart` },
  });
  if (!prepared.ok()) throw new Error(`prepare-payment: ${prepared.status()} ${await prepared.text()}`);
  const { form } = await prepared.json();
  // The payer's «Оплатити» on the sandbox's hosted page: it posts the provider's callback itself.
  const decided = await fetch(`${shop.api}/api/server/payments/sandbox/checkout/decision`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form, decision: 'approve' }).toString(),
    redirect: 'manual',
  });
  if (decided.status !== 303) throw new Error(`sandbox decision: ${decided.status}`);
  await until('the payment', async () => {
    const history = await (await request.get(`${shop.web}/api/server/orders`)).json();
    const list = Array.isArray(history) ? history : (history.items ?? []);
    return list.find((o) => o.id === order.id)?.paymentStatus === 'paid';
  });
  await page.close();
  return order.id;
}

try {
  const shopper = await browser.newContext({ viewport: desktop, locale: 'uk-UA', timezoneId: 'Europe/Kyiv' });
  await shopper.addInitScript(() => localStorage.setItem('kartyna_cookie_consent', new Date().toISOString()));
  const orderId = await paidOrder(shopper);

  const staff = await browser.newContext({ viewport: desktop, locale: 'uk-UA', timezoneId: 'Europe/Kyiv' });
  const page = await staff.newPage();
  await page.goto(`${shop.web}/admin#/login`);
  await page.getByRole('textbox', { name: 'Пошта' }).fill(admin.mail);
  await page.getByRole('textbox', { name: 'Пароль' }).fill(admin.password);
  await page.getByRole('button', { name: 'Увійти' }).click();
  await page.getByRole('menuitem').first().waitFor();
  const orderView = async () => (await page.request.get(`${shop.web}/api/admin/orders/${orderId}`)).json();
  // The sale's receipt is made once the payment lands; the shots show it made, not on its way.
  await until('the sale receipt', async () =>
    (await orderView()).fiscalReceipts.some((r) => r.status === 'done'),
  ).catch(async (error) => {
    // The receipt's own message says why (the register refused, or could not be reached).
    console.error(JSON.stringify((await orderView()).fiscalReceipts, null, 1));
    throw error;
  });

  const openOrder = async (viewport) => {
    await page.setViewportSize(viewport);
    await page.goto(`${shop.web}/admin#/orders/${orderId}/show`);
    // The same address keeps the app as it was (its notices too): load the order afresh.
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { name: 'Повернення', exact: true }).waitFor();
    await page.waitForTimeout(800); // react-admin's loading bar fades out
  };
  const openDialog = async () => {
    await page.getByRole('button', { name: 'Повернути кошти' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Сума до повернення, ₴').fill('300');
    await dialog.getByRole('button', { name: 'Пошкоджено під час доставки' }).click();
    await page.waitForTimeout(400); // the dialog's entrance
    return dialog;
  };

  for (const viewport of [phone, desktop]) {
    await openOrder(viewport);
    await openDialog();
    await page.screenshot({ path: join(out, `admin-refund-dialog-${label(viewport)}.png`) });
    // The next width's page is the same address: closed here, it opens afresh there.
    if (viewport === phone) await page.keyboard.press('Escape');
  }
  // Given through the dialog itself, as staff would: 300 ₴ of the payment, the rest kept.
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Повернути', exact: true }).click();
  await page.getByText(/Повернено 300,00/).waitFor();
  // The page refreshed under the notice: the refund's row is there when the shot is taken.
  await page.getByRole('cell', { name: 'Пошкоджено під час доставки' }).waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(out, 'admin-refund-notice-desktop.png') });
  await until('the return receipt', async () => {
    const receipts = (await orderView()).fiscalReceipts;
    return receipts.length >= 2 && receipts.every((r) => r.status === 'done');
  });

  await openOrder(desktop);
  await page.screenshot({ path: join(out, 'admin-order-refunded-desktop.png'), fullPage: true });
  await openOrder(phone);
  // On a phone the sections sit a few screens down: the shot starts at «Повернення».
  await page.getByRole('heading', { name: 'Повернення', exact: true }).evaluate((h) => h.scrollIntoView());
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(out, 'admin-order-refunded-mobile.png') });
  await staff.close();

  const cabinet = await shopper.newPage();
  for (const viewport of [desktop, phone]) {
    await cabinet.setViewportSize(viewport);
    await cabinet.goto(`${shop.web}/cabinet/history`, { waitUntil: 'networkidle' });
    await cabinet.getByTestId('order-money-back').first().scrollIntoViewIfNeeded();
    await cabinet.screenshot({ path: join(out, `cabinet-refund-${label(viewport)}.png`) });
  }
  await shopper.close();
  console.log(`refund screenshots in ${out}`);
} finally {
  await browser.close();
  shop.stop();
}
