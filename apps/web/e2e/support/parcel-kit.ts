import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * The parcel journeys (issue #26): staff have the waybill made at the (offline) carrier in the
 * back office, then the tracker moves the order by itself. The journeys' API plays a leg of the
 * parcel's way every OFFLINE_PARCEL_STEP_MS (playwright.config.ts): made, on the way, at the
 * branch, received — or, for a recipient named "Відмов…", refused seven legs after arriving.
 */

/** The order page in the back office, its status actions and delivery (`again`: read anew). */
export async function openStaffOrder(staff: Page, id: number, again = false) {
  await staff.goto(`/admin#/orders/${id}/show`);
  // The back office keeps what it read of an order; opened again, it is read anew.
  if (again) await staff.reload();
  // The first page of the back office loads its whole bundle: a loaded machine needs a while.
  await expect(staff.getByRole('heading', { level: 1, name: `Замовлення № ${id}` })).toBeVisible({
    timeout: 30_000,
  });
  return {
    actions: staff.getByRole('region', { name: 'Змінити статус' }),
    delivery: staff.getByRole('region', { name: 'Доставка' }),
  };
}

/**
 * Staff take the order into work (confirming the mail) and have Nova Poshta make the waybill;
 * the number the carrier gave, as the back office shows it.
 */
export async function processAndMakeWaybill(staff: Page, id: number): Promise<string> {
  const { actions, delivery } = await openStaffOrder(staff, id);
  await actions.getByRole('button', { name: 'В обробці' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Змінити й повідомити' }).click();
  await expect(staff.getByText('Статус змінено: В обробці')).toBeVisible();
  await actions.getByRole('button', { name: 'Створити ТТН через Нову пошту' }).click();
  const ask = staff.getByRole('dialog');
  await expect(ask).toContainText(`Створити накладну в Новій пошті для замовлення № ${id}?`);
  await ask.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(staff.getByText(/^ТТН 20\d{12} створено$/)).toBeVisible();
  await expect(delivery).toContainText(/20\d{12}/);
  const waybill = /20\d{12}/.exec((await delivery.textContent()) ?? '')?.[0];
  expect(waybill, 'the waybill number in the delivery section').toBeTruthy();
  return waybill ?? '';
}

/**
 * Reloads the cabinet's order history until the order's card passes `check` (the tracker moves
 * the order in the background; the page is rendered on the server and has no script to follow it).
 */
export async function cabinetCardUntil(
  page: Page,
  id: number,
  check: (card: Locator) => Promise<void>,
  timeout = 30_000,
) {
  const card = page.getByRole('article', { name: `Замовлення № ${id}` });
  await expect(async () => {
    await page.goto('/cabinet/history');
    await check(card);
  }).toPass({ timeout, intervals: [250, 500, 1000] });
  return card;
}

/** The parcel's fact on an order card: "Посилка" and what follows it. */
export const parcelFact = (card: Locator) =>
  card.locator('dl > div').filter({ has: card.page().locator('dt', { hasText: /^Посилка$/ }) });

/** Staff move an order along by the back-office API (a journey's setup, not what it shows). */
export async function staffMoves(
  staffApi: APIRequestContext,
  headers: Record<string, string>,
  id: number,
  moves: { status: string; waybillNumber?: string }[],
) {
  for (const move of moves) {
    const moved = await staffApi.post(`/api/admin/orders/${id}/status`, { headers, data: move });
    expect(moved.status(), `${move.status}: ${await moved.text()}`).toBe(200);
  }
}
