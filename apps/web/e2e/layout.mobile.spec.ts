import { expect, test } from '@playwright/test';

// Mobile mode (≤ 800 px) only: the desktop project shows the full header instead.
test.skip(({ viewport }) => (viewport?.width ?? 0) > 800, 'the burger menu is a mobile journey');

test.beforeEach(async ({ page }) =>
  page.addInitScript(() => localStorage.setItem('kartyna_cookie_consent', 'accepted in a journey')),
);

test('the mobile menu slides into category panels, goes back, closes, and closes after navigating', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('navigation', { name: 'Головне меню' })).toBeHidden();
  const burger = page.getByRole('button', { name: 'Відкрити меню' });
  await burger.click();
  const menu = page.getByRole('dialog', { name: 'Меню' });
  await expect(menu).toBeVisible();
  for (const name of [
    'Головна',
    'Особистий кабінет',
    'Каталог',
    'Картини за номерами',
    'Знижки',
    'Контакти',
    'Алмазна мозаїка',
  ])
    await expect(menu.getByText(name, { exact: true }).first()).toBeVisible();

  // Catalogue → kits panel, with Back, Close and "All offers". Panels are regions named by
  // their title; the one sliding away stays in the page for a moment, so each is scoped.
  await menu.getByRole('button', { name: 'Каталог' }).click();
  const catalogue = menu.getByRole('region', { name: 'Каталог' });
  const kits = catalogue.getByRole('button', { name: 'Набори' });
  await expect(kits).toBeVisible();
  await expect(catalogue.getByRole('link', { name: 'Усі пропозиції' })).toHaveAttribute('href', '/catalog');
  await expect(catalogue.getByRole('link', { name: 'Комбінована техніка' })).toHaveAttribute(
    'href',
    '/catalog/combo-technique',
  );
  await kits.click();
  const kitsPanel = menu.getByRole('region', { name: 'Набори' });
  await expect(kitsPanel.getByRole('link', { name: 'Усі пропозиції' })).toHaveAttribute(
    'href',
    '/catalog/kits',
  );
  await expect(kitsPanel.getByRole('link', { name: 'На подарунок' })).toHaveAttribute(
    'href',
    '/catalog/kits/for-gift',
  );
  await expect(kitsPanel.getByRole('link', { name: 'Грошові' })).toHaveCount(0); // hidden in the tree
  await expect(menu.getByRole('button', { name: 'Закрити меню' })).toBeVisible();

  await kitsPanel.getByRole('button', { name: 'Назад' }).click();
  await expect(kits).toBeVisible();
  await expect(kits).toBeFocused();
  await catalogue.getByRole('button', { name: 'Назад' }).click();
  await expect(menu.getByRole('button', { name: 'Каталог' })).toBeVisible();

  await menu.getByRole('button', { name: 'Закрити меню' }).click();
  await expect(menu).toBeHidden();

  // Escape closes it too; the focus stays inside while it is open.
  await burger.click();
  await expect(menu).toBeVisible();
  for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
  expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(burger).toBeFocused(); // back where the shopper was

  // A link navigates and the menu is gone on the new page.
  await burger.click();
  await menu.getByRole('link', { name: 'Відгуки' }).click();
  await expect(page).toHaveURL(/\/testimonials$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Відгуки покупців');
});

test('the mobile menu switches the language', async ({ page }) => {
  await page.goto('/contacts');
  await page.getByRole('button', { name: 'Відкрити меню' }).click();
  await page.getByRole('dialog', { name: 'Меню' }).getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru\/contacts$/);
  await expect(page.getByRole('dialog')).toBeHidden();
});
