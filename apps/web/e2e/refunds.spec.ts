import { expect, test, type Page } from '@playwright/test';
import { staffPage } from './support/admin-kit';
import { csrfHeader, registerUser } from './support/account-kit';
import { buyableProducts } from './support/checkout-kit';
import { expectMail, mailsTo } from './support/mail-kit';
import { approveOnSandbox, someBranch } from './support/order-kit';

// Issue #44: a test payment gets a fiscal receipt (checkbox-sandbox) whose link in the payment
// mail opens it; staff give part of the money back from the back office; the shopper's mail and
// cabinet show the refund and its return receipt.

/** The address after «label: » in the shopper's newest mail that says `phrase`. */
async function linkInMail(mail: string, phrase: string, label: string): Promise<string> {
  await expectMail(mail, phrase);
  const text = (await mailsTo(mail)).find((t) => t.includes(phrase)) ?? '';
  const match = new RegExp(`${label}: (\\S+)`).exec(text);
  expect(match, `«${label}: …» in the mail saying «${phrase}»`).not.toBeNull();
  return match?.[1] ?? '';
}

/** Opens a receipt's page until the register has made it (the sandbox answers DONE a moment later). */
async function openReceipt(page: Page, url: string) {
  await expect(async () => {
    await page.goto(url);
    await expect(page.getByText(/Фіскальний номер чека: TEST-/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page).toHaveTitle('ТЕСТОВИЙ ЧЕК — не фіскальний');
}

test('a paid order’s receipt from the mail; staff refund part; the shopper sees the refund and its return receipt', async ({
  page,
  context,
  browser,
  request,
}, testInfo) => {
  const user = await registerUser(page.request, 'refund');
  const [product] = await buyableProducts(request);
  const placed = await page.request.post('/api/server/orders', {
    headers: await csrfHeader(context),
    data: {
      contact: { lastName: 'Шевченко', firstName: 'Тарас', email: user.mail, phone: '+380671234567' },
      delivery: { deliveryType: 'post', ...(await someBranch(page.request)) },
      paymentType: 'card',
      lines: [{ productId: product?.id ?? 0, amount: 2 }],
      language: 'ua',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number; total: number };

  // The shopper pays from the cabinet, on the sandbox's test page.
  await page.goto('/cabinet/history');
  const card = page.getByRole('article', { name: `Замовлення № ${order.id}` });
  await card.getByRole('button', { name: 'Оплатити' }).click();
  await approveOnSandbox(page);
  await expect(page.getByRole('dialog', { name: 'Дякуємо за замовлення!' })).toContainText(
    'Оплату отримано. Дякуємо!',
  );

  // The payment mail links the sell receipt; it opens on the shop's own address.
  const sellUrl = await linkInMail(user.mail, 'Ми отримали оплату', 'Фіскальний чек');
  expect(new URL(sellUrl).origin).toBe(new URL(page.url()).origin);
  await openReceipt(page, sellUrl);
  await expect(page.getByText(product?.name.ua ?? '—').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('sell-receipt.png'), fullPage: true });

  // Staff give back 100 ₴ of it.
  const staff = await staffPage(browser, testInfo);
  await staff.goto(`/admin#/orders/${order.id}/show`);
  await staff.getByRole('button', { name: 'Повернути кошти' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Сума до повернення/ }).fill('100');
  await dialog.getByRole('textbox', { name: /Причина/ }).fill('Пошкоджено під час доставки');
  await dialog.getByRole('button', { name: 'Повернути', exact: true }).click();
  await expect(staff.getByText(/Повернено 100,00\s₴ на картку покупця/)).toBeVisible();
  const refunds = staff
    .getByRole('region', { name: 'Повернення' })
    .or(staff.locator('section', { hasText: 'Повернення' }));
  await expect(refunds.first()).toContainText('Пошкоджено під час доставки');
  await staff.screenshot({ path: testInfo.outputPath('staff-refund.png'), fullPage: true });

  // The shopper's mail says so and links the return receipt.
  const returnUrl = await linkInMail(user.mail, 'Ми повернули вам 100', 'Чек повернення');
  await openReceipt(page, returnUrl);
  await expect(page.getByText('Повернення', { exact: false }).first()).toBeVisible();

  // The cabinet shows the refund and both receipts.
  await page.goto('/cabinet/history');
  await expect(card).toContainText(/Повернення коштів: 100\s₴/);
  // A receipt is linked once the shop has heard from the register that it is made (seconds).
  await expect(async () => {
    await page.reload();
    await expect(card.getByRole('link', { name: /Чек повернення/ })).toHaveAttribute('href', returnUrl, {
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(card.getByRole('link', { name: /Фіскальний чек/ })).toHaveAttribute('href', sellUrl);
  await page.screenshot({ path: testInfo.outputPath('cabinet-refund.png'), fullPage: true });
  await staff.context().close();
});
