import { expect, test } from '@playwright/test';
import { framesDrawn } from './support/quiet-kit';

// The shop's dialogs are the browser's own <dialog> (src/lib/dialog/dialog.tsx): what Radix's
// dialog did for us before must still hold — the page behind is inert and does not scroll, a
// press beside the box closes it, Escape closes it, the focus goes round inside and comes back.
test('a dialog holds the page still, closes beside its box and on Escape, and gives the focus back', async ({
  page,
}) => {
  await page.goto('/catalog');
  const opener = page.getByRole('button', { name: 'Увійти до кабінету' });
  await opener.focus();
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Вхід до кабінету' });
  await expect(dialog).toBeVisible();
  // Modal: named by its title, the first field has the focus, the page behind cannot take it.
  expect(await dialog.evaluate((el) => el.tagName === 'DIALOG' && el.matches(':modal'))).toBe(true);
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 12; i++) await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  // The wheel does not scroll the page under the dialog.
  await page.mouse.move(20, 400);
  await page.mouse.wheel(0, 600);
  await framesDrawn(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(300);

  // A press inside the box keeps it; one beside it (on the dimmed page) closes it.
  const box = await dialog.boundingBox();
  if (!box) throw new Error('the dialog has no box');
  await page.mouse.click(box.x + 8, box.y + 8);
  await expect(dialog).toBeVisible();
  await page.mouse.click(box.x / 2, box.y + box.height / 2);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(300);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu drawer slides out before it goes, then gives the focus back', async ({ page }) => {
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Відкрити меню' });
    await burger.click();
    const drawer = page.getByRole('dialog', { name: 'Меню' });
    await expect(drawer).toBeVisible();
    expect(await drawer.evaluate((el) => el.tagName === 'DIALOG' && el.matches(':modal'))).toBe(true);
    // The page under it holds still (menu-drawer.module.css), and scrolls again once it is closed.
    const pageOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
    expect(await pageOverflow()).toBe('hidden');
    // The browser's own <dialog>: when it closes, what it is still drawing is noted at once, in
    // the page (a busy machine cannot make the note late).
    await drawer.evaluate((el) =>
      el.addEventListener(
        'close',
        () => {
          (window as unknown as { drawerLeaving: unknown }).drawerLeaving = {
            display: getComputedStyle(el).display,
            transitions: el.getAnimations().map((a) => (a as CSSTransition).transitionProperty),
          };
        },
        { once: true },
      ),
    );
    await drawer.getByRole('button', { name: 'Закрити меню' }).click();
    await expect(drawer).toBeHidden();
    const leaving = await page.evaluate(
      () =>
        (window as unknown as { drawerLeaving: { display: string; transitions: string[] } }).drawerLeaving,
    );
    // Still drawn (display kept by the discrete transition) while it slides away.
    expect(leaving.display).toBe('flex');
    expect(leaving.transitions).toContain('transform');
    await expect(burger).toBeFocused();
    expect(await pageOverflow()).not.toBe('hidden');
  });
});
