import { expect, test } from '@playwright/test';
import { PAGE_SIZE } from '../src/features/catalog/listing/catalog-params';
import { apiListing, cardIds, cardPrices } from './support/catalog-kit';
import { searchWithoutScript } from './support/no-script-kit';

/**
 * Issue #46: the shell is HTML first. With JavaScript switched off a shopper opens the menu and
 * its drawer, searches, switches the language and reaches a product: the browser's own
 * <dialog> (invoker commands), popovers and forms do it all.
 */
test.use({ javaScriptEnabled: false });

test('without JavaScript the search sends the text to the catalogue', async ({ page }) =>
  searchWithoutScript(page));

test('without JavaScript the language switch leads to the same page in Russian', async ({ page }) => {
  await page.goto('/contacts');
  await page.getByRole('button', { name: /Мова: Українська/ }).click();
  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru\/contacts$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('without JavaScript the catalogue dropdown opens on hover and leads to a category', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Головне меню' });
  const mosaic = nav.getByRole('link', { name: 'Алмазна мозаїка', exact: true });
  await expect(mosaic).toBeHidden();
  await nav.getByRole('link', { name: 'Каталог' }).hover();
  await mosaic.click();
  await expect(page).toHaveURL(/\/catalog\/mosaik$/);
});

test('without JavaScript the sidebar filters and the sort apply with Show', async ({ page }) => {
  await page.goto('/catalog');
  const filters = page.getByRole('complementary', { name: 'Фільтри' });
  await filters.getByRole('checkbox', { name: /^30x40(\s|$)/ }).check();
  await filters.getByRole('checkbox', { name: /^Легко(\s|$)/ }).check();
  await filters.getByRole('spinbutton', { name: 'до', exact: true }).fill('900');
  await filters.getByRole('button', { name: 'Показати' }).click();
  await expect(page).toHaveURL(/size=30x40/);
  await expect(filters.getByRole('checkbox', { name: /^30x40(\s|$)/ })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: /^Легко(\s|$)/ })).toBeChecked();
  await expect(filters.getByRole('spinbutton', { name: 'до', exact: true })).toHaveValue('900');
  const filtered = `size=${encodeURIComponent('["30x40"]')}&difficult=[2]&maxPrice=900&pageSize=${PAGE_SIZE}`;
  const api = await apiListing(page.request, filtered);
  expect(api.items.length).toBeGreaterThan(0);
  expect(await cardIds(page)).toEqual(api.items.map((p) => p.id));

  // The sort's own form carries the filters in force.
  await page.getByRole('combobox', { name: 'Сортування' }).selectOption('cheap');
  await page.getByRole('button', { name: 'Показати' }).last().click();
  await expect(page).toHaveURL(/sort=cheap/);
  await expect(filters.getByRole('checkbox', { name: /^30x40(\s|$)/ })).toBeChecked();
  const prices = await cardPrices(page);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  for (const price of prices) expect(price).toBeLessThanOrEqual(900);
});
