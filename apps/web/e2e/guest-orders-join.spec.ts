import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, uniqueMail } from './support/account-kit';
import { staffPage } from './support/admin-kit';
import { expectNoSeriousA11yViolations } from './support/axe';
import { acceptCookies } from './support/catalog-kit';
import {
  buyableProducts,
  confirmOrder,
  fillContact,
  pickBranch,
  seedCart,
  type ApiProduct,
} from './support/checkout-kit';
import { mailsTo } from './support/mail-kit';

// Issue #26: a guest's orders join the account registered with their mail once the mailed link
// is opened — never on the strength of the address typed at sign-up.

const LINK = /\/account\/confirm-email\?token=([A-Za-z0-9_-]+)/g;

/** The tokens of every confirmation link mailed to `mail` so far (the API's .eml outbox). */
async function mailedTokens(mail: string): Promise<string[]> {
  const tokens = new Set<string>();
  for (const text of await mailsTo(mail)) for (const m of text.matchAll(LINK)) if (m[1]) tokens.add(m[1]);
  return [...tokens];
}

/** A guest checkout: cash on delivery to a branch, with this mail. Answers the order id. */
async function guestOrder(page: Page, mail: string): Promise<number> {
  const [product] = await buyableProducts(page.request);
  await seedCart(page, [{ product: product as ApiProduct, amount: 1 }]);
  await page.goto('/cart');
  await fillContact(page);
  await page.getByLabel('Електронна пошта', { exact: true }).fill(mail);
  await pickBranch(page);
  await expect(page.getByRole('radio', { name: /Накладений платіж/ })).toBeChecked();
  const answer = await confirmOrder(page);
  await expect(page.getByRole('dialog', { name: 'Дякуємо за замовлення!' })).toBeVisible();
  return ((await answer.json()) as { id: number }).id;
}

test('a guest order joins the account after the mailed link is opened, and not before', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await acceptCookies(page);
  const mail = uniqueMail('guest-join');
  const orderId = await guestOrder(page, mail);

  // Signs up with the order's mail (the browser context gets the session).
  const signUp = await page.request.post('/api/server/auth/register', {
    data: { mail, password: PASSWORD, firstName: 'Тарас', lastName: 'Шевченко', phone: '+380671234567' },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);

  await page.goto('/cabinet/history');
  await expect(page.getByText('Ви ще нічого не замовляли')).toBeVisible();
  await expect(page.getByRole('article', { name: `Замовлення № ${orderId}` })).toHaveCount(0);
  const offer = page.getByRole('region', { name: 'Замовляли без входу?' });
  await expect(offer).toContainText(mail);
  await expectNoSeriousA11yViolations(page);
  await offer.getByRole('button', { name: 'Надіслати лист із посиланням' }).click();
  await expect(offer.getByRole('status')).toContainText(`Ми надіслали лист на ${mail}`);

  // One link came with the sign-up (a guest order waits on this mail), one was asked for.
  await expect.poll(async () => (await mailedTokens(mail)).length, { timeout: 20_000 }).toBe(2);
  const [token] = await mailedTokens(mail);
  // Still nothing joined: asking proves nothing.
  await page.reload();
  await expect(page.getByText('Ви ще нічого не замовляли')).toBeVisible();

  // The back office still says "guest": nothing is proven yet.
  const staff = await staffPage(browser, testInfo);
  const buyerRegion = staff.getByRole('region', { name: 'Покупець' });
  await staff.goto(`/admin/#/orders/${orderId}/show`);
  await expect(buyerRegion).toContainText('Гість (без облікового запису)');

  await page.goto(`/account/confirm-email?token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Підтвердження адреси' })).toBeVisible();
  await expect(page.getByText('Адресу підтверджено. 1 замовлення додано до вашого кабінету.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'До історії замовлень' }).click();
  await expect(page).toHaveURL(/\/cabinet\/history$/);
  await expect(page.getByRole('article', { name: `Замовлення № ${orderId}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Замовляли без входу?' })).toHaveCount(0);
  await staff.reload();
  await expect(buyerRegion.getByRole('link', { name: `Шевченко Тарас · ${mail}` })).toBeVisible();
  await staff.context().close();

  // The link is spent; garbage reads the same; both offer a new link. In Russian too.
  await page.goto(`/account/confirm-email?token=${token}`);
  await expect(page.getByText(/^Це посилання не діє/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Отримати нове посилання' })).toBeVisible();
  await page.goto('/ru/account/confirm-email?token=garbage');
  await expect(page.getByText(/^Эта ссылка не действует/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Получить новую ссылку' })).toHaveAttribute(
    'href',
    '/ru/cabinet/history',
  );
});

test('a link opened signed out asks to sign in and is spent right there', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await acceptCookies(page);
  const mail = uniqueMail('guest-join-later');
  const orderId = await guestOrder(page, mail);
  // Signs up in another browser: the link is mailed with it, since a guest order waits.
  const other = await browser.newContext();
  const signUp = await other.request.post(`${test.info().project.use.baseURL}/api/server/auth/register`, {
    data: { mail, password: PASSWORD, firstName: 'Тарас', lastName: 'Шевченко', phone: '+380671234567' },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await other.close();
  await expect.poll(async () => (await mailedTokens(mail)).length, { timeout: 20_000 }).toBe(1);
  const [token] = await mailedTokens(mail);

  await page.goto(`/account/confirm-email?token=${token}`);
  await expect(page.getByText('Щоб підтвердити адресу, увійдіть до кабінету')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Увійти' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вхід до кабінету' });
  await dialog.getByLabel('Електронна пошта').fill(mail);
  await dialog.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Увійти' }).click();
  await expect(page).toHaveURL(/\/account\/confirm-email\?token=/);
  await expect(page.getByText('Адресу підтверджено. 1 замовлення додано до вашого кабінету.')).toBeVisible();
  await page.goto('/cabinet/history');
  await expect(page.getByRole('article', { name: `Замовлення № ${orderId}` })).toBeVisible();
});
