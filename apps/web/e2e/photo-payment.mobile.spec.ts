import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { uniqueMail } from './support/account-kit';
import { expectMail, mailsTo } from './support/mail-kit';
import { staffPage } from './support/admin-kit';
import { staffAdmin } from './support/staff-account';
import { fillContact, pickBranch } from './support/checkout-kit';
import { previewOf, realPhoto } from './support/photo-kit';
import { acceptCookies } from './support/catalog-kit';
import { approveOnSandbox } from './support/order-kit';

// Issues #16 and #18: a photo order is a first-class order — paid by card through the provider
// (the sandbox here, PAYMENT_PROVIDER=sandbox), moved through its statuses by staff, mailed.

const shots = join(process.cwd(), '..', '..', 'docs', 'screenshots');

async function shoot(page: Page, name: string, width: number) {
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
  await page.screenshot({ path: join(shots, `${name}-${width > 600 ? 'desktop' : 'mobile'}.png`) });
}

test('a guest pays a photo picture by card on the sandbox page, comes back to its paid result; staff move it and the shopper is mailed', async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers, the provider's page, five status changes and the undo minute their mails
  // wait out: longer than one page's journey.
  test.setTimeout(240_000);
  const mail = uniqueMail('photo-pay');
  await acceptCookies(page);
  await page.goto('/photo-picture');
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/server/image-upload'));
  await page.getByLabel('Оберіть фото').setInputFiles({
    name: 'portrait.jpg',
    mimeType: 'image/jpeg',
    // A photo the preview can paint: a tiny one is refused before it can be ordered.
    buffer: await realPhoto('chelsea.png', 960, 1200),
  });
  expect((await uploaded).status()).toBe(201);
  // Ordering waits for the first painted preview.
  await expect(previewOf(page)).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await fillContact(page);
  await page.getByLabel('Електронна пошта', { exact: true }).fill(mail);
  await pickBranch(page);

  // Card, Apple Pay and Google Pay are offered as at checkout, each marked as a test payment.
  const card = page.getByRole('radio', { name: /Карткою онлайн/ });
  await expect(card).toBeEnabled();
  await expect(page.getByRole('radio', { name: /Apple Pay/ })).toBeEnabled();
  await expect(page.getByRole('radio', { name: /Google Pay/ })).toBeEnabled();
  await card.check();
  const choice = page.getByRole('group', { name: 'Оплата' });
  await choice.scrollIntoViewIfNeeded();
  await expect(choice).toContainText('тестова оплата');
  await choice.screenshot({ path: join(shots, 'photo-payment-choice-mobile.png') });
  await page.setViewportSize({ width: 1440, height: 900 });
  await choice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'photo-payment-choice-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });

  // The answer is read as it passes: the page goes on to the payment page at once, and a
  // response's body can no longer be read once its page has navigated away.
  let placed: { status: number; order: { id: number; orderToken: string; total: number } } | undefined;
  await page.route('**/api/server/photo-orders', async (route) => {
    const response = await route.fetch();
    placed = { status: response.status(), order: await response.json() };
    await route.fulfill({ response });
  });
  const prepared = page.waitForRequest((r) => r.url().endsWith('/api/server/photo-orders/prepare-payment'));
  await page.getByRole('button', { name: 'Замовити картину' }).click();
  await expect.poll(() => placed?.status, { timeout: 30_000 }).toBe(201);
  const order = placed?.order ?? { id: 0, orderToken: '', total: 0 };
  expect((await prepared).postDataJSON()).toMatchObject({ orderId: order.id, orderToken: order.orderToken });

  await expect(page.getByText(`Оплата замовлення картини з фото Ф-${order.id}`)).toBeVisible();
  // Back from the provider's page: the photo picture page holds the order with "Оплатити".
  await page.goBack();
  await expect(page).toHaveURL(/\/photo-picture$/);
  const reminder = page.getByRole('region', { name: `Замовлення Ф-${order.id} чекає на оплату` });
  await reminder.getByRole('button', { name: 'Оплатити' }).click();
  await expect(page.getByText(`Оплата замовлення картини з фото Ф-${order.id}`)).toBeVisible();
  await approveOnSandbox(page);
  await expect(page).toHaveURL(/\/cart\?thank-order=/);
  const thankOrder = JSON.parse(new URL(page.url()).searchParams.get('thank-order') ?? '{}');
  expect(thankOrder).toMatchObject({ t: 'photo-picture', id: order.id });
  const dialog = page.getByRole('dialog', { name: 'Дякуємо! Ваше фото вже в майстерні' });
  await expect(dialog).toContainText(`Замовлення Ф-${order.id}`);
  await expect(dialog).toContainText('Оплату отримано. Дякуємо!');
  await expect(dialog.getByRole('button', { name: /Оплатити/ })).toHaveCount(0);
  // A reload still knows the photo order (its own token store) and that it is paid.
  await page.reload();
  await expect(dialog).toContainText('Оплату отримано. Дякуємо!');
  await shoot(page, 'photo-result', 390);
  await shoot(page, 'photo-result', 1440);
  await expectMail(mail, `Ми отримали оплату замовлення Ф-${order.id}`);

  // Staff move it through its statuses in the back office.
  const staff = await staffPage(browser, testInfo);
  await staff.goto(`/admin#/photo-orders/${order.id}/show`);
  const payment = staff.getByRole('region', { name: 'Оплата' });
  await expect(payment).toContainText('Оплачено');
  await expect(payment).toContainText('Тестова оплата');
  const actions = staff.getByRole('region', { name: 'Змінити статус' });
  // A move the shopper is mailed about asks first, naming the photo order Ф-N; its mail waits the
  // undo minute, but a receipt (cashback) is final.
  const confirmed = async (status: string) => {
    const ask = staff.getByRole('dialog');
    await expect(ask).toContainText(`Змінити статус замовлення Ф-${order.id} на «${status}»?`);
    await expect(ask).toContainText(
      status === 'Виконано' ? 'Цю дію не можна скасувати' : 'Протягом хвилини зміну можна скасувати',
    );
    await ask.getByRole('button', { name: 'Змінити й повідомити' }).click();
    await expect(staff.getByText(`Статус змінено: ${status}`)).toBeVisible();
  };
  await actions.getByRole('button', { name: 'В обробці' }).click();
  await confirmed('В обробці');
  await actions.getByRole('button', { name: 'Створено накладну', exact: true }).click();
  const waybill = `2045${String(Date.now()).slice(-10)}`;
  const dialogW = staff.getByRole('dialog');
  await dialogW.getByLabel('Номер ТТН').fill(waybill);
  await dialogW.getByRole('button', { name: 'Створено накладну' }).click();
  await expect(staff.getByText('Статус змінено: Створено накладну')).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Доставка' })).toContainText(waybill);
  await expect(staff.getByRole('link', { name: 'Перевірити ТТН' })).toHaveAttribute(
    'href',
    `https://novaposhta.ua/tracking/?cargo_number=${waybill}`,
  );
  for (const status of ['Відправлено', 'Доставлено', 'Виконано']) {
    await actions.getByRole('button', { name: status }).click();
    await confirmed(status);
  }
  const history = staff.getByRole('region', { name: 'Історія статусів' });
  await expect(history).toContainText('Виконано');
  // Who moved it, by name, not by mail.
  await expect(history).toContainText('Адміністратор Картина');
  await expect(history).not.toContainText(staffAdmin.mail);
  await staff.context().close();

  // Each mail waits out its undo window, and the receipt's (final) waits behind them: the
  // shopper reads them in the order of the moves.
  const moves = [
    `Ваше замовлення Ф-${order.id} прийняте в роботу`,
    `Номер накладної: ${waybill}`,
    `Ваше замовлення Ф-${order.id} передали перевізнику`,
    `Ваше замовлення Ф-${order.id} прибуло`,
    `Замовлення Ф-${order.id} отримано`,
  ];
  await expectMail(mail, moves.at(-1) ?? '');
  const texts = await mailsTo(mail);
  const at = moves.map((words) => texts.findIndex((text) => text.includes(words)));
  expect(
    at.every((index, n) => index >= 0 && (n === 0 || index > (at[n - 1] ?? 0))),
    String(at),
  ).toBe(true);
});
