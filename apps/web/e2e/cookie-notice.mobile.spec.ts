import { expect, test, type Page } from '@playwright/test';
import { holdWebFonts, layoutShifts, recordLayoutShifts } from './support/layout-shift-kit';

/**
 * Issue #26: on a phone's first visit the cookie notice covered the first product's price and
 * "Купити". It now sits in the page's flow above the header: whatever a shopper sees on screen
 * — prices, buttons, links — answers a tap at its centre, before the notice is accepted.
 */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const notice = document.querySelector('section[aria-label="Файли cookie"]');
    const prices = [...document.querySelectorAll('p, span')].filter(
      (el) => /₴/.test(el.textContent ?? '') && el.children.length <= 3,
    );
    const controls = [...document.querySelectorAll('button, a[href], input, select')];
    const covered: string[] = [];
    for (const el of [...prices, ...controls]) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      // The notice covers nothing outside it, and nothing (a skip link, say) covers its own parts.
      const blocked = notice?.contains(el) ? !el.contains(hit) : hit !== null && notice?.contains(hit);
      if (blocked) covered.push((el.textContent ?? el.tagName).trim().slice(0, 40));
    }
    return covered;
  });
}

// One retry. On a busy machine the browser sometimes draws the page while it is still parsing
// it, and a row drawn half-parsed can move as the rest arrives (streamed-layout.spec.ts cuts pages
// on purpose to prove the fixed cases: the header's icons, the home page's hero, the sort select,
// a product card's price and buttons). Left: a row's later, taller cards lower an earlier card's
// footer as they arrive (footers sit at the row's foot), and once in 30 loads with two CPU hogs a
// card's availability moved down 7 px (0.00000), cause not found. A shift that comes every time
// still fails both attempts.
test.describe.configure({ retries: 1 });

for (const path of ['/', '/catalog']) {
  test(`the cookie notice covers nothing on ${path}, at 390 and 1440 px, and shifts nothing once accepted`, async ({
    page,
  }) => {
    await page.goto(path);
    const notice = page.getByRole('region', { name: 'Файли cookie' });
    await expect(notice).toBeVisible();
    await page.getByText(/\d ₴/).first().waitFor();
    expect(await coveredControls(page)).toEqual([]);
    await page.mouse.wheel(0, 600);
    expect(await coveredControls(page)).toEqual([]);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await coveredControls(page)).toEqual([]);

    // Accepted: on the next visit the notice is hidden before the first paint, not after.
    await notice.getByRole('button', { name: 'Прийняти' }).click();
    await expect(notice).toBeHidden();
    await recordLayoutShifts(page);
    await page.addInitScript(() => {
      const w = window as unknown as { drawnNotice: boolean };
      w.drawnNotice = false;
      document.addEventListener('DOMContentLoaded', () => {
        const el = document.querySelector('section[aria-label="Файли cookie"]');
        w.drawnNotice = el !== null && getComputedStyle(el).display !== 'none';
      });
    });
    // The headings' font held back, as on a busy CI machine: its late swap once moved the menu.
    await holdWebFonts(page);
    await page.reload();
    await page.getByText(/\d ₴/).first().waitFor();
    await expect(notice).toBeHidden();
    const drawnNotice = await page.evaluate(
      () => (window as unknown as { drawnNotice: boolean }).drawnNotice,
    );
    expect(drawnNotice).toBe(false);
    expect(await layoutShifts(page)).toEqual([]);
  });
}
