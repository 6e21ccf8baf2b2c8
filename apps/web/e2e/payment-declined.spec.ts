import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { buyableProducts, seedCart, type ApiProduct } from './support/checkout-kit';
import { checkoutWithCard } from './support/order-kit';

// Issue #48: a declined payment is not thanked for with a ✓. The result says the payment did
// not go through, that the order is kept, and offers to pay again first.

test('a declined payment: «Оплата не пройшла», the order saved, «Оплатити ще раз»', async ({
  page,
  request,
}, testInfo) => {
  const [product] = await buyableProducts(request);
  await seedCart(page, [{ product: product as ApiProduct, amount: 1 }]);
  await checkoutWithCard(page);
  await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();
  await expect(page).toHaveURL(/\/api\/server\/payments\/sandbox\/checkout/);
  await page.getByRole('button', { name: 'Відхилити' }).click();
  await expect(page).toHaveURL(/\/cart\?thank-order=/);

  const dialog = page.getByRole('dialog', { name: 'Оплата не пройшла' });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toContainText('Дякуємо за замовлення!');
  await expect(dialog).not.toContainText('✓');
  await expect(dialog).toContainText(/Замовлення № \d+ збережено/);
  await expect(dialog.getByTestId('payment-state')).toContainText('Платіжна система відхилила оплату.');
  await expect(dialog).toContainText('Відправимо після оплати.');
  // Paying again comes before anything else the dialog offers.
  const actions = dialog.getByRole('button').or(dialog.getByRole('link'));
  await expect(actions.first()).toHaveText('Оплатити ще раз');
  await page.screenshot({ path: testInfo.outputPath('payment-declined.png') });
  await expectNoSeriousA11yViolations(page);
});
