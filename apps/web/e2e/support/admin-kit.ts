import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { staffAdmin } from './staff-account';

/**
 * Signs in to the back office (/admin) as the first admin the journeys' API was started with,
 * through react-admin's own sign-in form, and waits for the signed-in layout.
 */
export async function signInToBackOffice(
  page: Page,
  account: { mail: string; password: string } = staffAdmin,
) {
  // The address staff type: the storefront passes /admin through to the API, which serves the app.
  await page.goto('/admin#/login');
  await page.getByRole('textbox', { name: 'Пошта' }).fill(account.mail);
  await page.getByRole('textbox', { name: 'Пароль' }).fill(account.password);
  await page.getByRole('button', { name: 'Увійти' }).click();
  // The menu shows once GET /api/admin/me has answered: the session is a staff one.
  await expect(page.getByRole('menuitem').first()).toBeVisible();
}

/** Staff work in a browser of their own, beside the shopper's, signed in at desktop size. */
export async function staffPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'uk-UA',
    timezoneId: 'Europe/Kyiv',
    viewport: { width: 1440, height: 900 },
  });
  const staff = await context.newPage();
  await signInToBackOffice(staff);
  return staff;
}
