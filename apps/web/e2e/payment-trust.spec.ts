import { expect, test, type Page } from '@playwright/test';
import { codFee, formatUah, uahToKopiyky } from '@kartyna/domain';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  buyableProducts,
  cartLink,
  fillContact,
  priceOf,
  seedCart,
  type ApiProduct,
} from './support/checkout-kit';
import { approveOnSandbox, checkoutWithCard } from './support/order-kit';

const storedCartLines = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('products_cart') ?? '{"lines":[]}') as { lines: unknown[] }).lines
        .length,
  );

// Issue #18 (storefront), journeys that run on the API as it is: the cart empties on placement,
// a payment page that does not open is not a failed payment, the checkout summary tells the truth.

test('a payment page that cannot be opened: the order is saved, the cart is empty, "pay" tries again', async ({
  page,
  request,
}) => {
  const [product] = await buyableProducts(request);
  await seedCart(page, [{ product: product as ApiProduct, amount: 1 }]);
  await checkoutWithCard(page);
  await page.route('**/api/server/orders/prepare-payment', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'payment_provider_unavailable', statusCode: 503 }),
    }),
  );
  await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();

  const dialog = page.getByRole('dialog', { name: 'Дякуємо за замовлення!' });
  await expect(dialog).toContainText(
    'Не вдалося відкрити сторінку оплати. Замовлення збережено — спробуйте ще раз.',
  );
  await expect(dialog).toContainText('Відправимо після оплати.');
  await expect(dialog).not.toContainText('Відправимо протягом 2 днів');
  await expect(dialog).not.toContainText('Оплата не пройшла');
  // (the modal hides the header from the accessibility tree: the stored cart tells)
  expect(await storedCartLines(page)).toBe(0);
  const thankOrder = JSON.parse(new URL(page.url()).searchParams.get('thank-order') ?? '{}') as {
    id?: number;
  };
  expect(thankOrder.id).toEqual(expect.any(Number));
  await expectNoSeriousA11yViolations(page);

  // The provider is back: the same order goes to the payment page and is paid.
  await page.unroute('**/api/server/orders/prepare-payment');
  const prepared = page.waitForRequest((r) => r.url().endsWith('/api/server/orders/prepare-payment'));
  await dialog.getByRole('button', { name: 'Оплатити' }).click();
  expect((await prepared).postDataJSON()).toMatchObject({ orderId: thankOrder.id });
  await approveOnSandbox(page);
  await expect(page).toHaveURL(/\/cart\?thank-order=/);
  const paid = page.getByRole('dialog', { name: 'Дякуємо за замовлення!' });
  await expect(paid).toContainText('Оплату отримано. Дякуємо!');
  await expect(paid).toContainText(`Замовлення № ${thankOrder.id}`);
  await expect(paid).toContainText('Відправимо протягом 2 днів.');
});

test('leaving the payment page without paying: the placed order’s goods are no longer in the cart', async ({
  page,
  request,
}) => {
  const [product] = await buyableProducts(request);
  await seedCart(page, [{ product: product as ApiProduct, amount: 2 }]);
  await checkoutWithCard(page);
  await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();
  await expect(page).toHaveURL(/\/api\/server\/payments\/sandbox\/checkout/);
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartLink(page)).toHaveAccessibleName('Кошик, порожній');
  await expect(page.getByRole('heading', { name: 'Ваш кошик порожній' })).toBeVisible();
  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Кошик, порожній');
});

test('checkout summary: takeaway is free, cash on delivery says why it is unavailable, its fee is inside "to pay"', async ({
  page,
  request,
}) => {
  const [product] = await buyableProducts(request);
  await seedCart(page, [{ product: product as ApiProduct, amount: 1 }]);
  await page.goto('/cart');
  await fillContact(page);
  const goods = uahToKopiyky(priceOf(product as ApiProduct));

  // Branch delivery with cash on delivery: the carrier's fee is counted in what is paid on receipt.
  await expect(page.getByRole('radio', { name: /Накладений платіж/ })).toBeChecked();
  const summary = page.getByRole('complementary', { name: 'Ваше замовлення' });
  await expect(summary).toContainText('До сплати при отриманні');
  await expect(page.getByTestId('checkout-total')).toHaveText(formatUah(goods + codFee(goods)));
  await expect(page.getByTestId('checkout-total-note')).toContainText('вже містить комісію');

  await page.getByRole('radio', { name: /Карткою онлайн/ }).check();
  await expect(page.getByTestId('checkout-total')).toHaveText(formatUah(goods));
  await expect(summary).not.toContainText('Комісія');

  await page.getByRole('radio', { name: /Самовивіз в Одесі/ }).check();
  await expect(page.getByTestId('checkout-delivery')).toHaveText('безкоштовно (самовивіз)');
  const cod = page.getByRole('radio', { name: /Накладений платіж/ });
  await expect(cod).toBeDisabled();
  await expect(cod).toHaveAccessibleDescription(/Недоступно для самовивозу/);
  await expect(page.getByTestId('checkout-total')).toHaveText(formatUah(goods));
  await expectNoSeriousA11yViolations(page);
});
