import { expect, type APIRequestContext } from '@playwright/test';

export const EDIT_VISIBLE_MS = 5000;

/** Polls `url` until its HTML passes `ready`; the time it took. */
export async function msUntil(
  request: APIRequestContext,
  url: string,
  ready: (status: number, html: string) => boolean,
): Promise<number> {
  const started = Date.now();
  await expect
    .poll(
      async () => {
        const response = await request.get(url, { maxRedirects: 0 });
        return ready(response.status(), await response.text());
      },
      { timeout: 15_000, intervals: [50, 100, 200] },
    )
    .toBe(true);
  return Date.now() - started;
}

/**
 * Fetches `url` until its answer comes from the front page cache (src/server/page-cache.ts):
 * Next renders it (or answers from its own page cache; a page past its time is answered stale
 * while Next renders it again in the background), the server keeps those bytes.
 */
export async function expectCached(request: APIRequestContext, url: string): Promise<string> {
  let again = await request.get(url);
  await expect
    .poll(
      async () => {
        again = await request.get(url);
        return again.headers()['x-page-cache'];
      },
      { message: `${url} from the front page cache`, timeout: 15_000, intervals: [50, 100, 250] },
    )
    .toBe('hit');
  expect(again.status()).toBe(200);
  expect(again.headers()['x-nextjs-cache']).toBe('HIT');
  return again.text();
}
