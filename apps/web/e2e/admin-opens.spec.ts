import { expect, test, type Page } from '@playwright/test';
import { signInToBackOffice } from './support/admin-kit';

// Issue 26: a fresh browser waited 9-10 s on a spinner before the sign-in form, while
// GET /api/admin/me was asked again and again after its 401 (react-query's default retries).

/** Counts the back office's "who am I" questions from now on. */
function countMe(page: Page): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/admin/me') n += 1;
  });
  return () => n;
}

test('a fresh browser sees the sign-in form at once, after one question to the API', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'uk-UA',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  // The first load pays for the app's code; the figure is taken on the second fresh context below.
  await page.goto('/admin');
  await expect(page.getByRole('textbox', { name: 'Пошта' })).toBeVisible();
  await context.close();

  const fresh = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'uk-UA',
    viewport: { width: 1440, height: 900 },
  });
  const visitor = await fresh.newPage();
  const meAsked = countMe(visitor);
  const started = Date.now();
  await visitor.goto('/admin', { waitUntil: 'commit' });
  await expect(visitor.getByRole('textbox', { name: 'Пошта' })).toBeVisible({ timeout: 5_000 });
  await expect(visitor.getByRole('button', { name: 'Увійти' })).toBeVisible();
  const shownAfter = Date.now() - started;
  expect(shownAfter, `sign-in form shown after ${shownAfter} ms`).toBeLessThan(1_500);
  // Anything still to come (a retry after 1 s, 2 s, 4 s) would have come by now.
  await visitor.waitForTimeout(2_500);
  expect(meAsked()).toBe(1);
  await visitor.screenshot({ path: testInfo.outputPath('admin-sign-in.png') });
  await fresh.close();
});

test('a signed-in manager sees the back office at once', async ({ page }) => {
  await signInToBackOffice(page);
  const meAsked = countMe(page);
  const started = Date.now();
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('menuitem').first()).toBeVisible({ timeout: 5_000 });
  const shownAfter = Date.now() - started;
  expect(shownAfter, `menu shown after ${shownAfter} ms`).toBeLessThan(1_500);
  expect(meAsked()).toBe(1);
});
