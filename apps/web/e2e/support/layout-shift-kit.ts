import type { Page } from '@playwright/test';

/** A shift as recorded: when it happened (ms since the load began) and what moved. */
type Recorder = { shifts: { at: number; text: string }[] };

/**
 * Records every layout shift of the page's next loads, each with what moved ("0.00012 nav.x_nav y 18→18 …"),
 * so a failing check names the element, not just a sum. Call before `goto`/`reload`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Rect = { x: number; y: number; width: number; height: number };
    type Shift = {
      startTime: number;
      value: number;
      sources: { node?: Node | null; previousRect: Rect; currentRect: Rect }[];
    };
    const w = window as unknown as Recorder;
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        const moved = entry.sources.map(({ node, previousRect: a, currentRect: b }) => {
          const what =
            node instanceof Element
              ? `${node.tagName.toLowerCase()}.${String(node.className)}`.slice(0, 60)
              : String(node?.nodeName);
          const where =
            node instanceof Element
              ? (node.closest('li, section')?.textContent ?? '').trim().slice(0, 40)
              : '';
          const r = Math.round;
          return `${what} x ${r(a.x)}→${r(b.x)} w ${r(a.width)}→${r(b.width)} y ${r(a.y)}→${r(b.y)} h ${r(a.height)}→${r(b.height)} «${where}»`;
        });
        w.shifts.push({ at: entry.startTime, text: `${entry.value.toFixed(5)} ${moved.join(' | ')}` });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The shifts recorded since the last load began, once the page's web fonts have arrived; with
 * `sinceFonts`, only those from the moment the first font file arrived.
 */
export async function layoutShifts(page: Page, { sinceFonts = false } = {}): Promise<string[]> {
  await page.waitForFunction(() => document.fonts.status === 'loaded');
  // A shift is reported with the frame that lays out the change: give the last font two frames.
  return page.evaluate(
    (onlyAfterFonts) =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const { shifts } = window as unknown as Recorder;
              // When the first web font file had arrived, on the same clock as the shifts.
              const fontsAt = Math.min(
                ...performance
                  .getEntriesByType('resource')
                  .filter((entry) => entry.name.endsWith('.woff2'))
                  .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
              );
              resolve(shifts.filter(({ at }) => !onlyAfterFonts || at >= fontsAt).map(({ text }) => text));
            }, 100),
          ),
        ),
      ),
    sinceFonts,
  );
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
