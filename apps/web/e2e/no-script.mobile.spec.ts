import { expect, test } from '@playwright/test';
import { searchWithoutScript } from './support/no-script-kit';

/**
 * Issue #46, on a phone: the shell is HTML first. With JavaScript switched off a shopper opens the menu and
 * its drawer, searches, switches the language and reaches a product: the browser's own
 * <dialog> (invoker commands), popovers and forms do it all.
 */
test.use({ javaScriptEnabled: false });

test('without JavaScript the drawer opens its panels and leads to a category, then to a product', async ({
  page,
}) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Відкрити меню' }).click();
  const menu = page.getByRole('dialog', { name: 'Меню' });
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Каталог' }).click();
  const catalogue = menu.getByRole('region', { name: 'Каталог' });
  await catalogue.getByRole('button', { name: 'Набори' }).click();
  const kits = menu.getByRole('region', { name: 'Набори' });
  await expect(kits.getByRole('link', { name: 'Усі пропозиції' })).toBeVisible();

  // Back closes only the panel on top; Close shuts the drawer.
  await kits.getByRole('button', { name: 'Назад' }).click();
  await expect(kits).toBeHidden();
  await expect(catalogue.getByRole('button', { name: 'Набори' })).toBeVisible();
  await menu.getByRole('button', { name: 'Закрити меню' }).click();
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Відкрити меню' }).click();
  await menu.getByRole('button', { name: 'Каталог' }).click();
  await catalogue.getByRole('button', { name: 'Набори' }).click();
  await kits.getByRole('link', { name: 'Усі пропозиції' }).click();
  await expect(page).toHaveURL(/\/catalog\/kits$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('without JavaScript the search on a phone sends the text to the catalogue', async ({ page }) =>
  searchWithoutScript(page));

test('without JavaScript the drawer switches the language', async ({ page }) => {
  await page.goto('/contacts');
  await page.getByRole('button', { name: 'Відкрити меню' }).click();
  await page.getByRole('dialog', { name: 'Меню' }).getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru\/contacts$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('without JavaScript the filters button opens the panel, and Show filters the listing', async ({
  page,
}) => {
  await page.goto('/catalog');
  const panel = page.getByRole('complementary', { name: 'Фільтри' });
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Фільтри' }).click();
  await expect(panel).toBeVisible();
  await panel.getByRole('checkbox', { name: /^Легко(\s|$)/ }).check();
  await panel.getByRole('combobox', { name: 'Сортування' }).selectOption('cheap');
  await panel.getByRole('button', { name: 'Показати' }).click();
  await expect(page).toHaveURL(/difficult=2/);
  await expect(page).toHaveURL(/sort=cheap/);
  // The listing's address came from the form: the button counts the filter, the panel is closed.
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Фільтри (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Фільтри (1)' }).click();
  await expect(panel.getByRole('checkbox', { name: /^Легко(\s|$)/ })).toBeChecked();
  await panel.getByRole('button', { name: 'Назад' }).click();
  await expect(panel).toBeHidden();
});
