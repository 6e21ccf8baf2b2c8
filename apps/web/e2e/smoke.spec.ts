import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

test('the home page renders in Ukrainian with the shop title', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Картини за номерами');
});

test('an unmatched route answers 404 with the not-found screen', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сторінку не знайдено');
});

test('the API is reachable through the storefront origin', async ({ request }) => {
  const response = await request.get('/api/server/content/categories-tree');
  expect(response.status()).toBe(200);
  expect(Array.isArray(await response.json())).toBe(true);
});

test('the home page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expectNoSeriousA11yViolations(page);
});
