import { expect, test } from '@playwright/test';
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
