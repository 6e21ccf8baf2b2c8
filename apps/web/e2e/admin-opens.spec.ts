import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInToBackOffice } from './support/admin-kit';
import { holdClock, installClock, requestsSeen } from './support/quiet-kit';

// Issue 26: a fresh browser waited 9-10 s on a spinner before the sign-in form, while
// GET /api/admin/me was asked again and again after its 401 (react-query's default retries).

/** How often the back office asks "who am I" from now on. */
function watchMe(page: Page) {
  const seen = { asked: 0 };
  const isMe = (url: string) => new URL(url).pathname === '/api/admin/me';
  page.on('request', (r) => {
    if (isMe(r.url())) seen.asked += 1;
  });
  return seen;
}

/**
 * Time budgets depend on the machine and live in a benchmark (`npm run bench:opens`); what does
 * not is checked here: the form or the menu shows after one question, and with the page's clock
 * moved past every retry's delay (1 s, 2 s, 4 s), none follows.
 */
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
  const me = watchMe(visitor);
  await installClock(visitor);
  await visitor.goto('/admin', { waitUntil: 'commit' });
  await expect(visitor.getByRole('textbox', { name: 'Пошта' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Увійти' })).toBeVisible();
  expect(me.asked).toBe(1);
  // Past every retry there used to be (1 s, 2 s, 4 s): none asks again.
  await holdClock(visitor);
  await visitor.clock.runFor(10_000);
  await requestsSeen(visitor);
  expect(me.asked).toBe(1);
  await visitor.clock.resume();
  const shots = process.env.SHOTS_DIR ?? testInfo.outputPath();
  mkdirSync(shots, { recursive: true });
  await visitor.screenshot({ path: join(shots, 'admin-sign-in-1440.png') });
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.screenshot({ path: join(shots, 'admin-sign-in-390.png') });
  await fresh.close();
});

test('a signed-in manager sees the back office at once', async ({ page }) => {
  await signInToBackOffice(page);
  const me = watchMe(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  await requestsSeen(page);
  expect(me.asked).toBe(1);
});
