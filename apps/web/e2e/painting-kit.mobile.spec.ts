import { expect, test } from '@playwright/test';
import { registerUser } from './support/account-kit';
import {
  companionOf,
  expectCompanionReady,
  focusNextRegion,
  kitOfOrder,
  orderPhotoKit,
  overlayAtFocus,
  signIn,
  tapFocused,
} from './support/painting-kit-kit';
import { shot } from './support/viewer-kit';

// Issue #25: the buyer paints their photo order's kit on the phone — from the cabinet, region by
// region, offline after the first visit, on a second device, and nobody else can open it.
test.setTimeout(240_000);

test('a buyer paints their photo kit: zoom to a region, a paint highlighted, ticks kept offline and on another device', async ({
  page,
  context,
  browser,
}, testInfo) => {
  const buyer = await registerUser(page.request, 'kit-photo');
  const orderId = await orderPhotoKit(page, context);
  const kit = await kitOfOrder(page.request, orderId, 'photo', 'ready');

  // From the cabinet.
  await page.goto('/cabinet/kits');
  const card = page.locator(`[data-kit="${kit.ref}"]`);
  // A photo order is named as everywhere else (issue #48): «Ф-12», not «№12».
  await expect(card).toContainText(`Замовлення Ф-${orderId}`);
  await card.getByRole('link', { name: 'Розфарбовувати' }).click();
  await expect(page).toHaveURL(new RegExp(`/kit/${kit.ref}$`));
  await expectCompanionReady(page);
  const { stage, legend, sync, frame } = companionOf(page);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

  // A paint chosen: its regions stay bright, every other is greyed.
  const firstPaint = legend.locator('[data-paint]').first();
  await firstPaint.click();
  await expect(firstPaint).toHaveAttribute('aria-pressed', 'true');
  const paint = await firstPaint.getAttribute('data-paint');
  await expect(stage).toHaveAttribute('data-highlight', paint ?? '');

  // Zoomed to one of its regions, which a tap ticks: painted in its colour on the overlay.
  await focusNextRegion(page);
  const before = await overlayAtFocus(page);
  expect(before[0], 'the chosen paint is tinted, not greyed').not.toBe(208);
  await tapFocused(page, 1);
  const after = await overlayAtFocus(page);
  expect(after[3]).toBe(255);
  expect(after).not.toEqual(before);
  await expect(firstPaint.getByTestId('paint-done')).toHaveText(/^1 з \d+$/);
  await focusNextRegion(page);
  await tapFocused(page, 2);
  await expect(sync).toHaveAttribute('data-sync', 'saved');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  await shot(page, 'kit-companion-390.png');

  // Opened once with a network, it opens again without one, with a tick made offline kept.
  await expect(page.getByTestId('kit-companion')).toHaveAttribute('data-offline', 'ready', {
    timeout: 30_000,
  });
  await context.setOffline(true);
  await focusNextRegion(page);
  await tapFocused(page, 3);
  await expect(sync).toHaveAttribute('data-sync', 'local');
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker(), "the page came from the kit's service worker").toBe(true);
  await expectCompanionReady(page);
  await expect(stage).toHaveAttribute('data-ticked', '3');
  await expect(sync).toHaveAttribute('data-sync', 'local');
  // Back online, the offline tick reaches the server.
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(sync).toHaveAttribute('data-sync', 'saved', { timeout: 15_000 });

  // A second device of the same buyer sees the same three regions painted.
  const phone = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 390, height: 844 },
  });
  const second = await phone.newPage();
  await signIn(second, buyer.mail);
  await second.goto(`/kit/${kit.ref}`);
  await expectCompanionReady(second);
  await expect(companionOf(second).stage).toHaveAttribute('data-ticked', '3');
  await phone.close();

  // A stranger, and another buyer, get "no such kit" — from the page and from the API.
  const strangers = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const stranger = await strangers.newPage();
  await stranger.goto(`/kit/${kit.ref}`);
  await expect(stranger.getByText('Такого набору немає або він не ваш.', { exact: false })).toBeVisible();
  expect((await stranger.request.get(`/api/server/kits/${kit.ref}`)).status()).toBe(404);
  expect((await stranger.request.get(`/api/server/kits/${kit.ref}?k=forged-token`)).status()).toBe(404);
  await registerUser(stranger.request, 'kit-other');
  expect((await stranger.request.get(`/api/server/kits/${kit.ref}`)).status()).toBe(404);
  await strangers.close();
  await expect(frame).toBeVisible();
});
