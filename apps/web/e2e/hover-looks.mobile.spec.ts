import { expect, test } from '@playwright/test';
import { acceptCookies, listingCards, stubPictures } from './support/catalog-kit';

// Issue #46 (INP): hover looks, and the transitions that ease into them, only where a pointer
// hovers. On a touch screen a tap shows its press at once (the mouse's side: hover-looks.spec.ts).

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await stubPictures(page);
});

test('a tap gives its button the pressed look at once: no transition, no hover fill left behind, no card lift', async ({
  page,
}) => {
  // A transition started inside a tap was a frame's work between the touch and its answer in a
  // page as large as the catalogue.
  await page.goto('/catalog/picture-by-numbers');
  const card = listingCards(page).first();
  const buy = card.getByRole('button', { name: /^Купити/ });
  await buy.tap();
  await expect(page.getByText('Товар додано до кошика')).toBeVisible();
  const looks = await buy.evaluate((button) => {
    const article = button.closest('article') as HTMLElement;
    const probe = document.createElement('span');
    probe.style.color = 'var(--accent)';
    document.body.append(probe);
    const accent = getComputedStyle(probe).color;
    probe.remove();
    // The title's colour beside another card's, which nothing touched.
    const titleColour = (item: Element | null | undefined) =>
      getComputedStyle(item?.querySelector('h3 a') ?? document.body).color;
    const untouched = article.parentElement?.nextElementSibling?.querySelector('article');
    return {
      title: titleColour(article),
      untouchedTitle: titleColour(untouched),
      transition: getComputedStyle(button).transitionDuration,
      background: getComputedStyle(button).backgroundColor,
      accent,
      cardTransition: getComputedStyle(article).transitionDuration,
      cardTransform: getComputedStyle(article).transform,
    };
  });
  expect(looks.transition).toBe('0s');
  expect(looks.background).toBe(looks.accent); // not the hover's darker fill
  expect(looks.cardTransition).toBe('0s');
  expect(looks.cardTransform).toBe('none');
  expect(looks.title).toBe(looks.untouchedTitle);
});
