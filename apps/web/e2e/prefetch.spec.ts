import { expect, test } from '@playwright/test';

// The menus of every page (header, footer, hover menu) prefetch only the link the shopper shows
// interest in: prefetching all of them on load took the browser's connections to the shop and
// queued the shopper's own clicks behind them.

test('a page does not prefetch the menus on load, only the link the shopper points at', async ({ page }) => {
  // Twenty menu links prefetched at once took the browser's six connections and queued the
  // shopper's own clicks behind them.
  const prefetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('_rsc=')) prefetched.push(new URL(r.url()).pathname);
  });
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  const menus =
    /^\/(catalog|sale|about|contacts|testimonials|client-works|payments-and-delivery|photo-picture)/;
  expect(prefetched.filter((p) => menus.test(p))).toEqual([]);
  // What is left: home (the logo), the cart and the public offer of the cookie notice.
  expect(new Set(prefetched).size).toBeLessThanOrEqual(3);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Контакти' }).hover();
  await expect.poll(() => prefetched.includes('/contacts')).toBe(true);
});
