import { expect, test } from '@playwright/test';
import { PAGE_SIZE } from '../src/features/catalog/listing/catalog-params';
import { expectNoSeriousA11yViolations } from './support/axe';
import { acceptCookies, apiListing, listingCards, stubPictures } from './support/catalog-kit';

// Home of requirements §2: its categories and rails, and the way into the catalogue
// (catalog.spec.ts goes on from there).

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await stubPictures(page);
});

test('home shows categories and rails, and leads to the catalogue', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Картини за номерами');
  for (const rail of ['Новинки', 'Хіти продажів', 'Знижки']) {
    await expect(page.getByRole('region', { name: rail }).getByRole('article').first()).toBeVisible();
  }
  const newRail = page.getByRole('region', { name: 'Новинки' });
  await expect(newRail.getByRole('article').filter({ hasText: 'Новинка' })).toHaveCount(
    await newRail.getByRole('article').count(),
  );
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('region', { name: 'Категорії' })
    .getByRole('link', { name: /Алмазна мозаїка/ })
    .click();
  await expect(page).toHaveURL(/\/catalog\/mosaik$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Алмазна мозаїка');

  await page.goto('/');
  await page.getByRole('link', { name: 'До каталогу' }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Каталог');
  const { total } = await apiListing(page.request, 'pageSize=1');
  await expect(page.getByRole('status').filter({ hasText: String(total) })).toBeVisible();
  await expect(listingCards(page)).toHaveCount(PAGE_SIZE);
  await expectNoSeriousA11yViolations(page);
});
