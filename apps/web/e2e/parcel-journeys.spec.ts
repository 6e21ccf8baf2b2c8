import { expect, test } from '@playwright/test';
import { cashbackFor, formatUah, loyaltyAnswerSchema, uahToKopiyky } from '@kartyna/domain';
import { csrfHeader, registerUser } from './support/account-kit';
import { staffPage } from './support/admin-kit';
import { buyableProducts, orderAtCheckout, seedCart, type ApiProduct } from './support/checkout-kit';
import { expectMail } from './support/mail-kit';
import { placeBranchOrder } from './support/order-kit';
import {
  cabinetCardUntil,
  openStaffOrder,
  parcelFact,
  processAndMakeWaybill,
  staffMoves,
} from './support/parcel-kit';

// Issue #26: once staff have the waybill made at Nova Poshta, the shop follows the parcel by
// itself. The journeys' offline carrier plays a leg every 2 s (playwright.config.ts), so a
// parcel reaches the door in about 6 s and a refused one comes back in about 18 s.

const spaced = (text: string) => text.replace(/\s+/g, ' ');

test('a parcel goes to the door by itself: on the way, at the branch (mailed), received with cashback', async ({
  page,
  browser,
}, testInfo) => {
  // Its mails wait behind the one staff could still undo (STATUS_UNDO_SECONDS), as a shopper's would.
  test.slow();
  const user = await registerUser(page.request, 'parcel-door');
  const [earlierProduct, product] = await buyableProducts(page.request);
  const staff = await staffPage(browser, testInfo);
  const staffApi = staff.context().request;
  const staffHeaders = await csrfHeader(staff.context());

  // A shopper who has bought before (one order received) holds a tier with cashback.
  const earlier = await placeBranchOrder(page, user, earlierProduct?.id ?? 0);
  await staffMoves(staffApi, staffHeaders, earlier, [
    { status: 'processed' },
    { status: 'lading-bill-created', waybillNumber: `2045${String(Date.now()).slice(-10)}` },
    { status: 'sent' },
    { status: 'delivered' },
    { status: 'received' },
  ]);
  const loyalty = loyaltyAnswerSchema.parse(
    await (await page.request.get('/api/server/user/info/loyalty')).json(),
  );
  expect(loyalty.cashbackPercent).toBeGreaterThan(0);

  // The order of this journey, through the checkout: cash on delivery to a branch.
  await seedCart(page, [{ product: product as ApiProduct, amount: 1 }]);
  const id = await orderAtCheckout(page, user.mail);

  // Staff take it into work and have Nova Poshta make the waybill; nothing more by hand.
  const waybill = await processAndMakeWaybill(staff, id);
  await staff.context().close();

  // The shopper's cabinet follows it to the door.
  const card = await cabinetCardUntil(page, id, async (c) => {
    await expect(c.getByText('Виконано', { exact: true }).first()).toBeVisible({ timeout: 1000 });
  });
  await expect(card).toContainText(waybill);
  await expect(
    card.getByRole('link', {
      name: `Відстежити накладну ${waybill} на сайті Нової пошти (відкриється в новій вкладці)`,
    }),
  ).toHaveAttribute('href', `https://novaposhta.ua/tracking/?cargo_number=${waybill}`);
  const parcel = parcelFact(card);
  await expect(parcel).toContainText('Отримана');
  await expect(parcel).toContainText('«Відправлення отримано»');
  await expect(parcel).not.toContainText('Безкоштовне зберігання');
  // The carrier moved it through every step: on the way, at the branch, received.
  await card.getByText('Історія статусів').click();
  const steps = card.getByRole('listitem').filter({ hasText: /Відправлено|Доставлено|Виконано/ });
  await expect(steps).toHaveCount(3);

  // The arrival was mailed, and the receipt with the cashback it earned.
  const order = (await (await page.request.get(`/api/server/orders/${id}`)).json()) as {
    goodsTotal: number;
    bonusSpent: number;
  };
  const cashback = cashbackFor(uahToKopiyky(order.goodsTotal - order.bonusSpent), loyalty.cashbackPercent);
  expect(cashback).toBeGreaterThan(0);
  // Mails write a shop order's number as №12.
  // …with the carrier's time of the arrival (parcel-times.spec.ts checks which).
  await expectMail(user.mail, `Ваше замовлення №${id} прибуло `);
  await expectMail(
    user.mail,
    spaced(`За це замовлення на ваш бонусний рахунок нараховано кешбек ${formatUah(cashback)}`),
  );

  // The loyalty card counts it: the cashback is on the bonus account.
  await page.goto('/cabinet/personal');
  const card2 = page.getByRole('region', { name: 'Картка лояльності' });
  await expect(card2.locator('div').filter({ hasText: /^Бонусний рахунок/ })).toContainText(
    spaced(formatUah(cashback)),
  );
});

test('a refused parcel waits at the branch, comes back, and staff confirm it: its goods are in stock again', async ({
  page,
  browser,
}, testInfo) => {
  const user = await registerUser(page.request, 'parcel-refused');
  const staff = await staffPage(browser, testInfo);
  // A product with a few in stock: one reserved by this order leaves it on sale for the others.
  let product: ApiProduct | undefined;
  for (const candidate of await buyableProducts(page.request)) {
    const answer = await staff.request.get(`/api/admin/products/${candidate.id}`);
    if (((await answer.json()) as { stock: number }).stock >= 3) {
      product = candidate;
      break;
    }
  }
  expect(product, 'a product with 3 or more in stock').toBeTruthy();
  const productId = product?.id ?? 0;
  // The product's stock as the back office shows it (after the dashboard, so the form loads it anew).
  const stock = async () => {
    await staff.goto('/admin/index.html#/');
    await staff.goto(`/admin/index.html#/products/${productId}`);
    await expect(staff.getByRole('textbox', { name: 'Артикул', exact: true })).toHaveValue(
      product?.article ?? '',
    );
    await staff.getByRole('tab', { name: 'Ціна і залишок' }).click();
    return staff.getByLabel('Залишок', { exact: true });
  };
  const before = Number(await (await stock()).inputValue());
  expect(before).toBeGreaterThan(0);

  // The recipient is one who never picks parcels up.
  const id = await placeBranchOrder(page, user, productId, 'Відмовенко');
  await expect(await stock()).toHaveValue(String(before - 1));
  await processAndMakeWaybill(staff, id);

  // At the branch, the cabinet says until when it waits for free.
  const card = await cabinetCardUntil(page, id, async (c) => {
    await expect(parcelFact(c)).toContainText('У відділенні', { timeout: 1000 });
  });
  const parcel = parcelFact(card);
  await expect(parcel).toContainText('«Прибув у відділення»');
  await expect(parcel).toContainText(/Безкоштовне зберігання до \d{1,2} \p{L}+ включно/u);
  await expect(card.getByText('Доставлено', { exact: true }).first()).toBeVisible();
  await card.screenshot({ path: testInfo.outputPath('cabinet-parcel-at-branch.png') });

  // Storage ends uncollected: the parcel comes back, the order with it.
  await cabinetCardUntil(page, id, async (c) => {
    await expect(c.getByText('Повертається до магазину', { exact: true }).first()).toBeVisible({
      timeout: 1000,
    });
  });
  await expect(parcel).toContainText('Повертається');
  await expect(parcel).toContainText('«Припинено зберігання»');
  await expect(parcel).not.toContainText('Безкоштовне зберігання');

  // Staff confirm it is back, after a question, and the goods go back on the shelf.
  const { actions } = await openStaffOrder(staff, id, true);
  // The carrier moved it, under its name and in its words.
  const history = staff.getByRole('region', { name: 'Історія статусів' });
  await expect(history.getByRole('row').filter({ hasText: 'Повертається до магазину' })).toContainText(
    'Нова поштаПрипинено зберігання',
  );
  await actions.getByRole('button', { name: 'Повернено до магазину' }).click();
  const ask = staff.getByRole('dialog');
  await expect(ask).toContainText(`Посилка замовлення № ${id} повернулася до магазину?`);
  await expect(ask).toContainText('Товари замовлення повернуться на склад');
  await ask.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(staff.getByText('Статус змінено: Повернено до магазину')).toBeVisible();
  await expect(await stock()).toHaveValue(String(before));
  await staff.context().close();

  await page.goto('/cabinet/history');
  await expect(card.getByText('Повернено до магазину', { exact: true }).first()).toBeVisible();
});
