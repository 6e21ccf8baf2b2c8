import { expect, type Browser, type Cookie, type Page, type TestInfo } from '@playwright/test';
import { staffAdmin } from './staff-account';

/**
 * Signs in to the back office (/admin) as the first admin the journeys' API was started with,
 * through react-admin's own sign-in form, and waits for the signed-in layout.
 */
export async function signInToBackOffice(
  page: Page,
  account: { mail: string; password: string } = staffAdmin,
) {
  // The admin's session is signed in through the form once per worker and then reused: the
  // API allows 8 sign-ins per account in 15 minutes (against password guessing), and the run
  // opens the back office more often than that.
  if (account.mail === staffAdmin.mail && adminSession) {
    await page.context().addCookies(adminSession);
    await page.goto('/admin');
    const menu = page.getByRole('menuitem').first();
    const signedIn = await menu.waitFor({ state: 'visible', timeout: 15_000 }).then(
      () => true,
      () => false,
    );
    if (signedIn) return;
    adminSession = undefined; // signed out meanwhile: sign in again below
  }
  // The address staff type: the storefront passes /admin through to the API, which serves the app.
  await page.goto('/admin#/login');
  await page.getByRole('textbox', { name: 'Пошта' }).fill(account.mail);
  await page.getByRole('textbox', { name: 'Пароль' }).fill(account.password);
  await page.getByRole('button', { name: 'Увійти' }).click();
  // The menu shows once GET /api/admin/me has answered: the session is a staff one.
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  if (account.mail === staffAdmin.mail) adminSession = await page.context().cookies();
}

let adminSession: Cookie[] | undefined;

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
