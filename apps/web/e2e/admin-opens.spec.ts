import { mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInToBackOffice } from './support/admin-kit';

// Issue 26: a fresh browser waited 9-10 s on a spinner before the sign-in form, while
// GET /api/admin/me was asked again and again after its 401 (react-query's default retries).

/** The back office's "who am I" questions from now on, and when the last answer came. */
function watchMe(page: Page) {
  const seen = { asked: 0, answeredAt: 0 };
  const isMe = (url: string) => new URL(url).pathname === '/api/admin/me';
  page.on('request', (r) => {
    if (isMe(r.url())) seen.asked += 1;
  });
  page.on('response', (r) => {
    if (isMe(r.url())) seen.answeredAt = Date.now();
  });
  return seen;
}

/**
 * The 1.5 s budget holds on an idle machine; the journeys' machines are often shared and busy
 * (loading the 1.4 MB bundle alone then takes seconds), so it is enforced when the load is low
 * and reported otherwise. What does not depend on the load is always checked: one question,
 * and nothing waited for after its answer (it used to wait 1 + 2 + 4 s of retries).
 */
const load = () => loadavg()[0] ?? 0;
const idle = () => load() / cpus().length < 1;

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
  const started = Date.now();
  await visitor.goto('/admin', { waitUntil: 'commit' });
  await expect(visitor.getByRole('textbox', { name: 'Пошта' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Увійти' })).toBeVisible();
  const shown = Date.now();
  const timing = `form after ${shown - started} ms, ${shown - me.answeredAt} ms after /api/admin/me answered`;
  testInfo.annotations.push({ type: 'timing', description: `${timing}; load ${load().toFixed(1)}` });
  console.log(`${testInfo.title}: ${timing}; load ${load().toFixed(1)}`);
  expect(shown - me.answeredAt, timing).toBeLessThan(idle() ? 1_000 : 2_500);
  if (idle()) expect(shown - started, timing).toBeLessThan(1_500);
  // Anything still to come (a retry after 1 s, 2 s, 4 s) would have come by now.
  await visitor.waitForTimeout(2_500);
  expect(me.asked).toBe(1);
  const shots = process.env.SHOTS_DIR ?? testInfo.outputPath();
  mkdirSync(shots, { recursive: true });
  await visitor.screenshot({ path: join(shots, 'admin-sign-in-1440.png') });
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.screenshot({ path: join(shots, 'admin-sign-in-390.png') });
  await fresh.close();
});

test('a signed-in manager sees the back office at once', async ({ page }, testInfo) => {
  await signInToBackOffice(page);
  const me = watchMe(page);
  const started = Date.now();
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  const shown = Date.now();
  const timing = `menu after ${shown - started} ms, ${shown - me.answeredAt} ms after /api/admin/me answered`;
  testInfo.annotations.push({ type: 'timing', description: `${timing}; load ${load().toFixed(1)}` });
  console.log(`${testInfo.title}: ${timing}; load ${load().toFixed(1)}`);
  expect(shown - me.answeredAt, timing).toBeLessThan(idle() ? 1_000 : 2_500);
  if (idle()) expect(shown - started, timing).toBeLessThan(1_500);
  expect(me.asked).toBe(1);
});
