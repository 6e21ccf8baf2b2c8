import { expect, test } from '@playwright/test';
import { registerUser } from './support/account-kit';

// The cabinet at 390 px (requirements §9 mobile mode): the sections become a scrolling row of chips,
// and no page grows wider than the screen.

// The desktop project also picks up *.mobile.spec.ts files; these checks mean 390 px.
test.skip(({ viewport }) => (viewport?.width ?? 0) > 800, 'mobile layout only');

const pages = [
  ['/cabinet/personal', 'Особисті дані'],
  ['/cabinet/history', 'Історія замовлень'],
  ['/cabinet/delivery', 'Адреса доставки'],
  ['/cabinet/favourite', 'Список бажань'],
  ['/cabinet/change-password', 'Змінити пароль'],
] as const;

test('every cabinet page fits a 390 px screen', async ({ page }) => {
  await registerUser(page.request, 'mobile');
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Розділи кабінету' });
    await expect(nav.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width}px wide`).toBeLessThanOrEqual(390);
  }
});

test('the sign-up modal fits the screen and scrolls inside', async ({ page }) => {
  await page.goto('/login');
  const signIn = page.getByRole('dialog', { name: 'Вхід до кабінету' });
  await expect(signIn).toBeVisible();
  await signIn.getByRole('button', { name: 'Зареєструватися' }).click();
  const dialog = page.getByRole('dialog', { name: 'Реєстрація' });
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await dialog.getByRole('button', { name: 'Зареєструватися' }).scrollIntoViewIfNeeded();
  await dialog.getByRole('button', { name: 'Зареєструватися' }).click();
  await expect(dialog.getByText('Вкажіть прізвище')).toBeVisible();
});
