import { expect, test } from '@playwright/test';
import { type ApiProduct, buyableProducts, seedCart } from './support/checkout-kit';

/**
 * Issue #48: "+380671234567" typed key by key into the checkout's phone field showed
 * «+38 (380) 671-23-45» and «Некоректний номер телефону»; only pasting worked. The number typed
 * the three ways Ukrainians type it, on a phone, each into a fresh checkout: the field shows the
 * mask, and sending the form names other fields but never the phone.
 */
const WANTED = '+38 (067) 123-45-67';

for (const typed of ['+380671234567', '380671234567', '0671234567']) {
  test(`the checkout phone typed key by key as ${typed} becomes ${WANTED}`, async ({ page }) => {
    const [product] = await buyableProducts(page.request);
    await seedCart(page, [{ product: product as ApiProduct, amount: 1 }]);
    await page.goto('/cart');

    const phone = page.getByLabel('Телефон', { exact: true });
    await phone.click();
    await expect(phone).toHaveValue('+38 ');
    await phone.pressSequentially(typed);
    await expect(phone).toHaveValue(WANTED);

    // The rest of the contact is empty: sending validates every field and places nothing.
    await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();
    await expect(page.getByText('Вкажіть прізвище')).toBeVisible();
    await expect(page.getByText('Некоректний номер телефону')).toHaveCount(0);
    await expect(page.getByText('Вкажіть телефон')).toHaveCount(0);
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveValue(WANTED);
  });
}

test('a number that is not Ukrainian still gets «Некоректний номер телефону» at checkout', async ({
  page,
}) => {
  // The control for the journeys above: the message they look for does appear when it should.
  const [product] = await buyableProducts(page.request);
  await seedCart(page, [{ product: product as ApiProduct, amount: 1 }]);
  await page.goto('/cart');
  const phone = page.getByLabel('Телефон', { exact: true });
  await phone.click();
  await expect(phone).toHaveValue('+38 ');
  await phone.pressSequentially('0381234567');
  await expect(phone).toHaveValue('+38 (038) 123-45-67');
  await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();
  await expect(page.getByText('Некоректний номер телефону')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
});
