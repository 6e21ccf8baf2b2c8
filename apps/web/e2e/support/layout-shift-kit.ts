import type { Page } from '@playwright/test';

type Recorder = { shifts: string[] };

/**
 * Records every layout shift of the page's next loads, each with what moved ("0.00012 nav.x_nav"),
 * so a failing check names the element, not just a sum. Call before `goto`/`reload`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Shift = { value: number; sources: { node?: Node | null }[] };
    const w = window as unknown as Recorder;
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        const moved = entry.sources.map(({ node }) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}.${String(node.className)}`.slice(0, 80)
            : String(node?.nodeName),
        );
        w.shifts.push(`${entry.value.toFixed(5)} ${moved.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded since the last load began, once the page's web fonts have arrived. */
export async function layoutShifts(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.fonts.status === 'loaded');
  return page.evaluate(() => (window as unknown as Recorder).shifts);
}

/**
 * Holds every web font back for `ms`, as a slow line or a busy machine would: text is first drawn
 * in its fallback face, then swapped. The swap must move nothing.
 */
export async function holdWebFonts(page: Page, ms = 1_000): Promise<void> {
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
