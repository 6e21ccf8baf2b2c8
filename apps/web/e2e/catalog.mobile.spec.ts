import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { acceptCookies, param, stubPictures } from './support/catalog-kit';
import { holdClock, installClock, pagesWithParam, requestsSeen } from './support/quiet-kit';

// requirements §2 mobile filter panel (800 px and less): a button opens the filters full screen (the
// browser's own popover); Show applies its choices, Reset clears them, Back leaves without applying.

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await stubPictures(page);
});

// The desktop project picks up every spec file; this one is about the 390 px layout only.
test.skip(({ viewport }) => (viewport?.width ?? 0) > 800, 'mobile layout only');

test('the mobile filter panel opens, applies with Show, clears with Reset, closes with Back', async ({
  page,
}) => {
  await installClock(page);
  await page.goto('/catalog');
  const sized = pagesWithParam(page, 'size');
  await expect(page.getByRole('complementary', { name: 'Фільтри' })).toBeHidden();
  await page.getByRole('button', { name: 'Фільтри' }).click();
  const panel = page.getByRole('complementary', { name: 'Фільтри' });
  await expect(panel).toBeVisible();

  await panel.getByRole('checkbox', { name: /^30x40(\s|$)/ }).check();
  await panel.getByRole('checkbox', { name: /^Складно(\s|$)/ }).check();
  await panel.getByLabel('від', { exact: true }).fill('100');
  // A draft: nothing applies until Show, however long the shopper waits.
  await holdClock(page);
  await page.clock.runFor(10_000);
  await requestsSeen(page);
  expect(sized).toEqual([]);
  expect(param(page, 'size')).toBeNull();
  await page.clock.resume();
  await panel.getByRole('button', { name: 'Показати' }).click();
  await expect(panel).toBeHidden();
  await expect.poll(() => param(page, 'size')).toBe('["30x40"]');
  expect(param(page, 'difficult')).toBe('[4]');
  expect(param(page, 'minPrice')).toBe('100');
  await expect(page.getByRole('button', { name: 'Фільтри (3)' })).toBeVisible();

  await page.getByRole('button', { name: 'Фільтри (3)' }).click();
  await expect(panel.getByRole('checkbox', { name: /^30x40(\s|$)/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  // Reset clears the draft's filters and keeps its sort.
  await panel.getByRole('combobox', { name: 'Сортування' }).selectOption('cheap');
  await panel.getByRole('button', { name: 'Скинути' }).click();
  await expect(panel.getByRole('combobox', { name: 'Сортування' })).toHaveValue('cheap');
  await expect(panel.getByRole('checkbox', { name: /^30x40(\s|$)/ })).not.toBeChecked();
  await expect(panel.getByRole('checkbox', { name: /^Складно(\s|$)/ })).not.toBeChecked();
  await expect(panel.getByLabel('від', { exact: true })).toHaveValue('');
  await panel.getByRole('button', { name: 'Показати' }).click();
  await expect.poll(() => param(page, 'size')).toBeNull();
  expect(param(page, 'sort')).toBe('cheap');
  expect(param(page, 'difficult')).toBeNull();
  expect(param(page, 'minPrice')).toBeNull();

  const discounted = pagesWithParam(page, 'labelType');
  await page.getByRole('button', { name: 'Фільтри' }).click();
  await panel.getByRole('radio', { name: /^Знижка/ }).check();
  await panel.getByRole('button', { name: 'Назад' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: /^Фільтри/ })).toBeFocused(); // focus comes back
  await holdClock(page);
  await page.clock.runFor(10_000);
  await requestsSeen(page);
  expect(discounted).toEqual([]);
  expect(param(page, 'labelType')).toBeNull();
});

test('the catalogue and a product read well at 390 px', async ({ page }) => {
  await page.goto('/catalog/picture-by-numbers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Картини за номерами');
  await expectNoSeriousA11yViolations(page);
  const link = page
    .getByRole('region', { name: 'Товари' })
    .getByRole('article')
    .first()
    .getByRole('heading')
    .getByRole('link');
  await link.click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByText(/Артикул: /)).toBeVisible();
});
