import { expect, type Page } from '@playwright/test';

/** Issue #46: the header's search, opened and sent with JavaScript off, lands on the catalogue. */
export async function searchWithoutScript(page: Page): Promise<void> {
  await page.goto('/contacts');
  await page.getByRole('button', { name: 'Пошук', exact: true }).click();
  const input = page.getByRole('searchbox', { name: 'Пошук товарів' });
  await expect(input).toBeVisible();
  await expect(input).toBeFocused();
  await input.fill('лисиця');
  await input.press('Enter');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/catalog' && url.searchParams.get('search') === 'лисиця',
  );
  await expect(page.getByRole('article').first()).toContainText(/Лисиц/);
}
