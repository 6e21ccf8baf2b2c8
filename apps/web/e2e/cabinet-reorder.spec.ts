import { expect, test } from '@playwright/test';
import { registerUser } from './support/account-kit';
import { expectNoSeriousA11yViolations } from './support/axe';
import { buyableProducts, cartLink } from './support/checkout-kit';
import { placeOrder } from './support/order-kit';

// Issue #18: "Повторити замовлення" on a past order puts today's goods into the cart and says
// what was left out.

test('repeat an order: today’s goods go into the cart, a product no longer sold is named', async ({
  page,
  context,
  request,
}) => {
  await registerUser(page.request, 'reorder');
  const [first, second] = await buyableProducts(request);
  if (!first || !second) throw new Error('the demo catalogue has too few products');
  const order = await placeOrder(page, context, {
    paymentType: 'cod',
    signedIn: true,
    lines: [
      { productId: first.id, amount: 2 },
      { productId: second.id, amount: 1 },
    ],
  });

  await page.goto('/cabinet/history');
  const card = page.getByRole('article', { name: `Замовлення № ${order.id}` });
  await expect(card).toBeVisible();
  // cash on delivery: nothing to pay online
  await expect(card.getByRole('button', { name: 'Оплатити' })).toHaveCount(0);
  // The second product has left the shop since (the API answers 404 for it now).
  await page.route(`**/api/server/products/${second.id}`, (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'product_not_found', statusCode: 404 }),
    }),
  );
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: 'Повторити замовлення' }).click();
  const notice = card.getByRole('status');
  await expect(notice).toContainText('2 товари додано до кошика');
  await expect(notice).toContainText(`Не додано: «${second.name.ua}» — більше не продається.`);
  await expect(cartLink(page)).toHaveAccessibleName('Кошик, 2 товари');

  await page.goto('/cart');
  await expect(page.getByRole('link', { name: first.name.ua, exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: `Кількість: ${first.name.ua}` })).toContainText('2');
});
