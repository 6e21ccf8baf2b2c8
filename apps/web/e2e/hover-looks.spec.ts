import { expect, test } from '@playwright/test';
import { acceptCookies, listingCards, stubPictures } from './support/catalog-kit';

// Issue #46 (INP): hover looks, and the transitions that ease into them, only where a pointer
// hovers. With a mouse they are there (the phone's side: hover-looks.mobile.spec.ts).

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await stubPictures(page);
});

test('with a mouse, a card lifts on hover and its button eases into the hover fill', async ({ page }) => {
  await page.goto('/catalog/picture-by-numbers');
  const card = listingCards(page).first();
  await card.hover();
  await expect.poll(() => card.evaluate((article) => getComputedStyle(article).transform)).not.toBe('none');
  const buy = card.getByRole('button', { name: /^Купити/ });
  expect(await buy.evaluate((button) => getComputedStyle(button).transitionDuration)).not.toBe('0s');
});
