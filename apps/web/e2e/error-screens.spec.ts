import { expect, test } from '@playwright/test';
import { acceptCookies } from './support/catalog-kit';

// requirements §2/§8 error pages: the 404 with its full-screen illustration, and /error.
test.describe('error screens', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('an unknown page answers 404 with the full-screen illustration', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('img', { name: /404/ })).toBeVisible();
    await expect(page.getByText('Помилка 404')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сторінку не знайдено');
    // The header floats over the illustration (data-header-overlay), here only.
    const header = page.getByRole('banner');
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await page.getByRole('main').getByRole('link', { name: 'На головну' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
  });

  test("the 404's illustration is fetched by the 404 alone, not by every page", async ({ page }) => {
    // Issue #46: the not-found screen is in every page's payload (the layout's boundary), and
    // React preloads the eager images a server component renders.
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fetched).not.toContain('/art/not-found.svg');
    expect(await page.locator('link[rel="preload"][href="/art/not-found.svg"]').count()).toBe(0);

    await page.goto('/no-such-page/at-all');
    const art = page.getByRole('img', { name: /404/ });
    await expect
      .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(fetched).toContain('/art/not-found.svg');
  });

  test('the /error page says something went wrong and leads home', async ({ page }) => {
    const response = await page.goto('/ru/error');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Что-то пошло не так');
    // The drawing is a file of its own, not in every page's JavaScript: it arrives and is drawn.
    const art = page.getByRole('main').getByRole('img');
    await expect(art).toHaveAttribute('src', '/art/error.svg');
    await expect
      .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('main').getByRole('link', { name: 'На главную' })).toHaveAttribute(
      'href',
      '/ru',
    );
  });
});
