import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, uniqueMail } from './support/account-kit';
import { linksIn, startSideShop, type SideShop } from './support/side-shop-kit';

// Issue #48: `PORT=3201 API_PORT=4201 npm start` with no PUBLIC_URL mailed every link to
// http://localhost:3000 and opened the sandbox's payment page on the API's own port, which a
// phone on the same network cannot reach. A shop started so (side-shop-kit.ts) must mail links to
// the address its shopper used and serve the payment page through that storefront, whichever of
// the machine's addresses it was opened at.

test.describe.configure({ mode: 'serial' });

let shop: SideShop;
test.beforeAll(async () => {
  // A second API migrates and seeds its own database: minutes on a busy two-core machine.
  test.setTimeout(240_000);
  shop = await startSideShop();
});
test.afterAll(async () => shop?.stop());

/** A card order of one demo product placed as a guest at `origin` (the checkout's own call). */
async function guestCardOrder(request: APIRequestContext, origin: string, mail: string): Promise<number> {
  const products = await request.get(`${origin}/api/server/products?page=1`);
  const items = ((await products.json()) as { items: { id: number; inStock: boolean }[] }).items;
  const product = items.find((p) => p.inStock) ?? items[0];
  const placed = await request.post(`${origin}/api/server/orders`, {
    data: {
      contact: { lastName: 'Шевченко', firstName: 'Тарас', email: mail, phone: '+380671234567' },
      delivery: { deliveryType: 'takeaway' },
      paymentType: 'card',
      lines: [{ productId: product?.id ?? 0, amount: 1 }],
      language: 'ua',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { id: number }).id;
}

/** The one link of the mails to `mail` whose path matches, once it has been mailed. */
async function mailedLink(mail: string, path: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(async () => (link = linksIn(await shop.mailsTo(mail), path)[0] ?? ''), {
      timeout: 30_000,
      message: `a link like ${path} mailed to ${mail}`,
    })
    .not.toBe('');
  return link;
}

/** Pays an order from its pay-later link: the sandbox's page must open on the same storefront. */
async function payFromLink(page: Page, origin: string, payLink: string) {
  await page.goto(payLink);
  const dialog = page.getByRole('dialog', { name: 'Дякуємо за замовлення!' });
  await dialog.getByRole('button', { name: 'Оплатити' }).click();
  const escaped = origin.replace(/\./g, '\\.');
  await expect(page).toHaveURL(new RegExp(`^${escaped}/api/server/payments/sandbox/checkout`));
  await page.getByRole('button', { name: 'Оплатити' }).click();
  await expect(page).toHaveURL(new RegExp(`^${escaped}/cart\\?thank-order=`));
  await expect(dialog).toContainText('Оплату отримано. Дякуємо!');
}

test('on side ports with no PUBLIC_URL, every mailed link leads back to the storefront used', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const origin = shop.local;
  const mail = uniqueMail('side-ports');
  const orderId = await guestCardOrder(page.request, origin, mail);
  // Signs up with the order's mail at this storefront: the welcome and the confirmation link follow.
  const signUp = await page.request.post(`${origin}/api/server/auth/register`, {
    data: { mail, password: PASSWORD, firstName: 'Тарас', lastName: 'Шевченко', phone: '+380671234567' },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);

  const confirm = await mailedLink(mail, /\/account\/confirm-email\?token=[\w-]+$/);
  const cabinet = await mailedLink(mail, /\/cabinet\/personal$/);
  const payLater = await mailedLink(mail, /\/cart\?thank-order=/);
  for (const link of [confirm, cabinet, payLater]) expect(link.startsWith(`${origin}/`), link).toBe(true);

  await page.goto(confirm);
  await expect(page.getByText('Адресу підтверджено. 1 замовлення додано до вашого кабінету.')).toBeVisible();
  await page.goto(cabinet);
  await expect(page.getByRole('heading', { level: 1, name: 'Особисті дані' })).toBeVisible();

  await payFromLink(page, origin, payLater);
  // The payment's mail: its receipt and its shop links, on the same storefront.
  const receipt = await mailedLink(mail, /\/api\/server\/checkbox-sandbox\/receipts\//);
  expect(receipt.startsWith(`${origin}/`), receipt).toBe(true);
  await expect.poll(async () => (await page.request.get(receipt)).status(), { timeout: 30_000 }).toBe(200);
  await page.goto(receipt);
  await expect(page).toHaveTitle('ТЕСТОВИЙ ЧЕК — не фіскальний');
  const history = await mailedLink(mail, /\/cabinet\/history$/);
  expect(history.startsWith(`${origin}/`), history).toBe(true);
  await page.goto(history);
  await expect(page.getByRole('article', { name: `Замовлення № ${orderId}` })).toBeVisible();

  // Nothing this shopper was mailed names another port or the default one.
  for (const text of await shop.mailsTo(mail)) {
    expect(text).not.toContain('localhost:3000');
    expect(linksIn([text], /./).every((link) => link.startsWith(`${origin}/`))).toBe(true);
  }
});

test('opened at another address of the machine, the mailed pay link and the payment page stay there', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const origin = shop.other;
  const mail = uniqueMail('side-ports-lan');
  await guestCardOrder(page.request, origin, mail);
  const payLater = await mailedLink(mail, /\/cart\?thank-order=/);
  expect(payLater.startsWith(`${origin}/`), payLater).toBe(true);
  await payFromLink(page, origin, payLater);
  const paid = linksIn(await shop.mailsTo(mail), /./);
  expect(paid.length).toBeGreaterThan(1);
  expect(paid.filter((link) => !link.startsWith(`${origin}/`))).toEqual([]);
});
