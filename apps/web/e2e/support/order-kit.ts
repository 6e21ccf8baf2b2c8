import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { csrfHeader, type NewUser } from './account-kit';
import { fillContact, pickBranch } from './checkout-kit';

/** Money and trust journeys (issue #18): orders placed through the API and the checkout. */

/** A Nova Poshta branch of the offline directory, for orders placed through the API. */
export async function someBranch(
  request: APIRequestContext,
): Promise<{ cityRef: string; branchRef: string }> {
  const cities = await request.get(`/api/server/delivery/cities?search=${encodeURIComponent('Одеса')}`);
  const city = ((await cities.json()) as { ref: string }[])[0];
  const points = await request.get(`/api/server/delivery/cities/${city?.ref}/points?kind=branch`);
  const branch = ((await points.json()) as { ref: string }[])[0];
  expect(city && branch).toBeTruthy();
  return { cityRef: city?.ref ?? '', branchRef: branch?.ref ?? '' };
}

/** An order placed through the API by the signed-in shopper of `page`: cash on delivery to a branch. */
export async function placeBranchOrder(
  page: Page,
  user: NewUser,
  productId: number,
  lastName = user.lastName,
): Promise<number> {
  const placed = await page.request.post('/api/server/orders', {
    headers: await csrfHeader(page.context()),
    data: {
      contact: { lastName, firstName: user.firstName, email: user.mail, phone: user.phone },
      delivery: { deliveryType: 'post', ...(await someBranch(page.request)) },
      paymentType: 'cod',
      lines: [{ productId, amount: 1 }],
      language: 'ua',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { id: number }).id;
}

export interface PlacedOrder {
  id: number;
  resultType: string;
  /** the contract's access token (absent before the API has it) */
  orderToken?: string;
}

/** Places an order through the API as the browser context's shopper (a guest, or signed in). */
export async function placeOrder(
  page: Page,
  context: BrowserContext,
  input: { paymentType: string; lines: { productId: number; amount: number }[]; signedIn?: boolean },
): Promise<PlacedOrder> {
  const headers = input.signedIn ? await csrfHeader(context) : {};
  const placed = await page.request.post('/api/server/orders', {
    headers,
    data: {
      contact: {
        lastName: 'Шевченко',
        firstName: 'Тарас',
        email: 'taras@example.com',
        phone: '+380671234567',
      },
      delivery: { deliveryType: 'post', ...(await someBranch(page.request)) },
      paymentType: input.paymentType,
      lines: input.lines,
      language: 'ua',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as PlacedOrder;
}

/** The order-result address of the contract: `?thank-order={"t":…,"id":…,"k":…}`. */
export const resultPath = (value: { t: string; id: number; k?: string }) =>
  `/cart?thank-order=${encodeURIComponent(JSON.stringify(value))}`;

/** Fills the checkout for a card payment to a branch (the cart must hold lines). */
export async function checkoutWithCard(page: Page) {
  await page.goto('/cart');
  await fillContact(page);
  await pickBranch(page);
  await page.getByRole('radio', { name: /Карткою онлайн/ }).check();
}

/** On the sandbox's hosted page: approve. */
export async function approveOnSandbox(page: Page) {
  await expect(page).toHaveURL(/\/api\/server\/payments\/sandbox\/checkout/);
  await page.getByRole('button', { name: 'Оплатити' }).click();
}
