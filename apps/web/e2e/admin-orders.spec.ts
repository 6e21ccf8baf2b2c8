import { expect, test } from '@playwright/test';
import { registerUser } from './support/account-kit';
import { signInToBackOffice } from './support/admin-kit';
import { type ApiProduct, buyableProducts, orderAtCheckout, seedCart } from './support/checkout-kit';

// Issue #5: staff move an order to lading-bill-created with a waybill number in the back
// office, and the customer sees the new status and the number in their order history.

test('a customer orders → staff process it and enter the waybill → the history shows both', async ({
  page,
  browser,
}, testInfo) => {
  // The customer: signed up, orders one kit to a Nova Poshta branch, cash on delivery.
  const user = await registerUser(page.request, 'admin-orders');
  const [product] = await buyableProducts(page.request);
  await seedCart(page, [{ product: product as ApiProduct, amount: 1 }]);
  const id = await orderAtCheckout(page, user.mail);

  // Staff, in a browser of their own: find the order by the customer's mail and open it.
  const staffContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'uk-UA',
    timezoneId: 'Europe/Kyiv',
    viewport: { width: 1440, height: 900 },
  });
  const staff = await staffContext.newPage();
  await signInToBackOffice(staff);
  await staff.getByRole('menuitem', { name: 'Замовлення' }).click();
  await expect(staff).toHaveURL(/#\/orders/);
  await staff.getByPlaceholder('Телефон, пошта, № або прізвище').fill(user.mail);
  // The search is debounced into the address: a click before it lands is undone by it.
  await expect(staff).toHaveURL(/filter=.*admin-orders/);
  const row = staff.getByRole('row').filter({ hasText: user.mail });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Прийнято');
  // The buyer's cell holds tel: and mailto: links; the status cell opens the order.
  await row.getByRole('cell', { name: 'Прийнято' }).click();
  await expect(staff).toHaveURL(new RegExp(`#/orders/${id}/show$`));
  await expect(staff.getByRole('heading', { level: 1, name: `Замовлення № ${id}` })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Покупець' })).toContainText(user.mail);

  // requested → processed: the only moves offered are the server's.
  const actions = staff.getByRole('region', { name: 'Змінити статус' });
  await expect(actions.getByRole('button')).toHaveText(['В обробці', 'Скасовано']);
  await actions.getByRole('button', { name: 'В обробці' }).click();
  // The customer is mailed about it: the back office asks first.
  await staff.getByRole('dialog').getByRole('button', { name: 'Змінити й повідомити' }).click();
  await expect(staff.getByText('Статус змінено: В обробці')).toBeVisible();

  // processed → lading-bill-created needs the waybill number; a wrong one is refused in place.
  await expect(actions.getByRole('button', { name: 'Створено накладну' })).toBeVisible();
  await actions.getByRole('button', { name: 'Створено накладну' }).click();
  const dialog = staff.getByRole('dialog');
  const number = dialog.getByLabel('Номер ТТН');
  await number.fill('12345');
  await dialog.getByRole('button', { name: 'Створено накладну' }).click();
  await expect(dialog.getByText('Номер ТТН: 14 цифр')).toBeVisible();
  const waybill = `2045${String(Date.now()).slice(-10)}`;
  await number.fill(waybill);
  await dialog.getByRole('button', { name: 'Створено накладну' }).click();
  await expect(staff.getByText('Статус змінено: Створено накладну')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(staff.getByRole('region', { name: 'Доставка' })).toContainText(waybill);
  await expect(staff.getByRole('region', { name: 'Історія статусів' })).toContainText('Створено накладну');
  await expect(actions.getByRole('button')).toHaveText(['Відправлено', 'Скасовано']);
  await staffContext.close();

  // The customer's order history shows the new status and the number.
  await page.goto('/cabinet/history');
  const card = page.getByRole('article', { name: `Замовлення № ${id}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Створено накладну').first()).toBeVisible();
  await expect(card).toContainText(waybill);
});
