import type { Page, Request } from '@playwright/test';

// Proving that something did NOT happen without sleeping a guessed time (issue #47): the page's
// clock is Playwright's fake one, held still for the claim and moved on exactly as far as the
// claim needs, and a marker request tells the test that every request the page made before it
// has been seen.

/**
 * Puts the page on Playwright's clock (before the first `goto`); time flows as usual until the
 * test holds it. The app's own work needs timers (react-query hands its answers over on one), so
 * the clock is held only for the claim, not from the start.
 */
export async function installClock(page: Page): Promise<void> {
  await page.clock.install();
}

/**
 * The page's timers stand still from a moment on, until the test moves the clock or resumes it.
 * The page's time moves on while the test asks it, so the moment is a little ahead, further on
 * a busy machine (a moment already past is refused).
 */
export async function holdClock(page: Page): Promise<void> {
  for (const ahead of [250, 1_000, 5_000]) {
    const moment = (await page.evaluate(() => Date.now())) + ahead;
    const held = await page.clock.pauseAt(moment).then(
      () => true,
      (error: unknown) => {
        if (String(error).includes('to the past')) return false;
        throw error;
      },
    );
    if (held) return;
  }
  throw new Error('the page’s clock could not be held: its time ran past every moment asked');
}

/**
 * Resolves once every request the page issued before this call has been seen by the test: the
 * page fetches a marker, and the browser reports requests in the order they were made.
 */
export async function requestsSeen(page: Page): Promise<void> {
  await page.evaluate(() => fetch('/robots.txt', { cache: 'no-store' }).then((r) => r.text()));
}

/**
 * The URLs of the scripts the page requests from now on whose code contains `marker`; `settled()`
 * resolves once every script requested so far has been read, so an empty list then means none.
 */
export function scriptsContaining(page: Page, marker: string) {
  const urls: string[] = [];
  const reading: Promise<void>[] = [];
  page.on('request', (request: Request) => {
    if (!new URL(request.url()).pathname.endsWith('.js')) return;
    reading.push(
      request
        .response()
        .then((response) => response?.text() ?? '')
        .then(
          (body) => {
            if (body.includes(marker)) urls.push(request.url());
          },
          () => undefined,
        ),
    );
  });
  return {
    urls,
    async settled(): Promise<string[]> {
      await requestsSeen(page);
      await Promise.all(reading);
      return urls;
    },
  };
}

/** `frames` frames drawn: what the last input did to scrolling and layout has been applied. */
export async function framesDrawn(page: Page, frames = 2): Promise<void> {
  await page.evaluate(async (count) => {
    for (let i = 0; i < count; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, frames);
}

/**
 * The pages the page asks for from now on (a navigation or its server components' payload, not
 * the API) whose URL has the query parameter `name`; read after `requestsSeen`, an empty list
 * means no filter `name` was applied.
 */
export function pagesWithParam(page: Page, name: string): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/_next/')) return;
    if (url.searchParams.has(name)) urls.push(request.url());
  });
  return urls;
}
