import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, cardPrices, param, stubPictures } from './support/catalog-kit';

// The catalogue's filter and sort forms on a slow phone (issue #46): written by the server,
// usable before their script arrives, and nothing chosen meanwhile is lost.
test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await stubPictures(page);
});

const filters = (page: Page) => page.getByRole('complementary', { name: 'Фільтри' });

test('a sort and a tick chosen before the page’s script runs are applied once it does', async ({ page }) => {
  // A slow phone: the forms are there, their script is not yet.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/catalog', { waitUntil: 'domcontentloaded' });
  await page.getByRole('combobox', { name: 'Сортування' }).first().selectOption('cheap');
  await filters(page)
    .getByRole('checkbox', { name: /^30x40(\s|$)/ })
    .check();
  release();
  await expect.poll(() => param(page, 'sort')).toBe('cheap');
  expect(param(page, 'size')).toBe('["30x40"]');
  await expect(filters(page).getByRole('checkbox', { name: /^30x40(\s|$)/ })).toBeChecked();
  const prices = await cardPrices(page);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});
