import { expect, test } from '@playwright/test';
import { type ApiProduct, buyableProducts, seedCart, cartLink } from './support/checkout-kit';

// The cart kept in the browser (requirements §4): across reloads, versions and tabs.
test('the cart survives a reload; a stored cart of another version or unreadable is emptied', async ({
  page,
}) => {
  await page.goto('/catalog');
  await page
    .getByRole('button', { name: /^Купити: / })
    .first()
    .click();
  await expect(cartLink(page)).toHaveAccessibleName('Кошик, 1 товар');
  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Кошик, 1 товар');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('products_cart') ?? 'null'));
  expect(stored).toMatchObject({ version: 2, lines: [{ amount: 1 }] });

  await page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('products_cart') ?? '{}') as { lines: unknown[] };
    localStorage.setItem('products_cart', JSON.stringify({ version: 1, lines: cart.lines }));
  });
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Ваш кошик порожній' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Кошик, порожній');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('products_cart')))
    .toBe(JSON.stringify({ version: 2, lines: [] }));

  await page.evaluate(() => localStorage.setItem('products_cart', '{"version":2,"lines":[oops'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ваш кошик порожній' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Перейти до каталогу' })).toHaveAttribute('href', '/catalog');
});

test('another tab sees the cart change (storage event)', async ({ page, context, request }) => {
  const [first] = await buyableProducts(request);
  await seedCart(page, [{ product: first as ApiProduct, amount: 1 }]);
  await page.goto('/cart');
  const other = await context.newPage();
  await other.goto('/');
  await expect(cartLink(other)).toHaveAccessibleName('Кошик, 1 товар');
  await page.getByRole('button', { name: `Збільшити кількість: ${first?.name.ua}` }).click();
  await expect(cartLink(other)).toHaveAccessibleName('Кошик, 2 товари');
});

test('counts are Ukrainian and Russian whatever language the browser speaks', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const [first, second] = await buyableProducts(request);
  await seedCart(page, [
    { product: first as ApiProduct, amount: 3 },
    { product: second as ApiProduct, amount: 2 },
  ]);
  await page.goto('/cart');
  // An English browser gave English plural rules: "5 товару".
  await expect(cartLink(page)).toHaveAccessibleName('Кошик, 5 товарів');
  await expect(page.getByText('Разом за 5 товарів:')).toBeVisible();
  await page.goto('/ru/cart');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Корзина/ })).toHaveAccessibleName(
    'Корзина, 5 товаров',
  );
  await context.close();
});
