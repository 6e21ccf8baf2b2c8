import { expect, test, type Page } from '@playwright/test';

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
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number[]; drawnNotice: boolean };
      w.shifts = [];
      w.drawnNotice = false;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        const el = document.querySelector('section[aria-label="Файли cookie"]');
        w.drawnNotice = el !== null && getComputedStyle(el).display !== 'none';
      });
    });
    await page.reload();
    await page.getByText(/\d ₴/).first().waitFor();
    await expect(notice).toBeHidden();
    const { shifts, drawnNotice } = await page.evaluate(() => {
      const w = window as unknown as { shifts: number[]; drawnNotice: boolean };
      return { shifts: w.shifts, drawnNotice: w.drawnNotice };
    });
    expect(drawnNotice).toBe(false);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
  });
}
