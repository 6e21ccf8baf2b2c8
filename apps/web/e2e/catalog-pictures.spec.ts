import { expect, test } from '@playwright/test';
import { acceptCookies, listingCards } from './support/catalog-kit';

// Issue #26, Lighthouse on the catalogue: its LCP is the first card's picture. Cards are all the
// same size, so the first picture painted stays the LCP; only that one is announced in the <head>
// at high priority, and the rest of the first row loads at once without sharing its bandwidth.
// Which element the browser takes as the LCP is measured by `npm run bench:web`, not here: it
// depends on how warm the server's pictures are.

test("the first card's picture alone is asked for at high priority; the first row loads at once", async ({
  page,
}) => {
  await acceptCookies(page);
  await page.goto('/catalog');
  const pictures = listingCards(page).locator('img');
  await expect(pictures.first()).toBeVisible();

  const first = pictures.first();
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
  for (const i of [1, 2, 3]) {
    await expect(pictures.nth(i)).toHaveAttribute('loading', 'eager');
    await expect(pictures.nth(i)).not.toHaveAttribute('fetchpriority', 'high');
  }
  await expect(pictures.nth(4)).toHaveAttribute('loading', 'lazy');

  // One urgent announcement, and it is the first picture's.
  const urgent = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
  await expect(urgent).toHaveCount(1);
  expect(await urgent.getAttribute('imagesrcset')).toBe(await first.getAttribute('srcset'));
});
