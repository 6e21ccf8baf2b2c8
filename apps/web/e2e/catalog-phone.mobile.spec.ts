import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { acceptCookies, listingCards, stubPictures } from './support/catalog-kit';

// Issue #18: a phone catalogue that shows products first — subcategories in one sideways row,
// sizes by area, every button inside its card from 320 px, toasts clear of the header's cart,
// and a "Buy" tapped before hydration still lands in the cart.

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await stubPictures(page);
});

/** Elements of listing cards that stick out of their card (bounding boxes), as text. */
async function overflowingCardParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const card of document.querySelectorAll('article')) {
      const box = card.getBoundingClientRect();
      if (box.width === 0) continue;
      for (const el of card.querySelectorAll<HTMLElement>('*')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0) continue;
        if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || el.scrollWidth > el.clientWidth + 1)
          if (
            getComputedStyle(el).overflowX === 'visible' ||
            r.left < box.left - 0.5 ||
            r.right > box.right + 0.5
          )
            out.push(
              `${el.tagName} "${(el.textContent ?? '').trim().slice(0, 24)}" ${Math.round(r.width)}px in a ${Math.round(box.width)}px card`,
            );
      }
    }
    return out;
  });
}

test('at 390×844 a product card is fully visible without scrolling; subcategories are one row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/catalog/picture-by-numbers');
  const chips = page.getByRole('navigation', { name: 'Підкатегорії' }).getByRole('link');
  expect(await chips.count()).toBeGreaterThan(5);
  const tops = new Set(
    await chips.evaluateAll((links) => links.map((l) => Math.round(l.getBoundingClientRect().top))),
  );
  expect(tops.size).toBe(1); // one row, scrolled sideways
  const first = await listingCards(page).first().boundingBox();
  expect(first).not.toBeNull();
  expect((first?.y ?? 0) + (first?.height ?? 0)).toBeLessThanOrEqual(844);
  expect(first?.y ?? -1).toBeGreaterThanOrEqual(0);
});

test('at 320 px no part of a card is wider than the card, with a preorder in "similar", and axe is clean', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto('/catalog/picture-by-numbers');
  await expect(listingCards(page).first()).toBeVisible();
  expect(await overflowingCardParts(page)).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  // A product whose "similar" rail offers a preorder ("Передзамовити", the longest label).
  const { items } = (await (await request.get('/api/server/products?pageSize=48')).json()) as {
    items: { id: number }[];
  };
  let withPreorder: number | null = null;
  for (const { id } of items) {
    const similar = (await (await request.get(`/api/server/products/${id}/similar`)).json()) as
      { inStock: boolean; expected: boolean }[] | { items: { inStock: boolean; expected: boolean }[] };
    const list = Array.isArray(similar) ? similar : similar.items;
    if (list.some((p) => !p.inStock && p.expected)) {
      withPreorder = id;
      break;
    }
  }
  expect(withPreorder, 'a demo product with a preorder among its similar products').not.toBeNull();
  await page.goto(`/product/${withPreorder}`);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const preorder = page
    .getByRole('region', { name: 'Схожі товари' })
    .getByRole('button', { name: /^Передзамовити/ })
    .first();
  await preorder.scrollIntoViewIfNeeded();
  await expect(preorder).toBeVisible();
  expect(await overflowingCardParts(page)).toEqual([]);
  // one line: the label is not broken inside the word
  const height = (await preorder.boundingBox())?.height ?? 0;
  expect(height).toBeLessThan(50);
  await expectNoSeriousA11yViolations(page);
});

test('the size filter lists sizes by area, the non-dimension ones after', async ({ page }) => {
  await page.goto('/catalog');
  await page.getByRole('button', { name: 'Фільтри' }).click();
  const panel = page.getByRole('complementary', { name: 'Фільтри' });
  const boxes = panel.getByRole('group', { name: 'Розмір' }).getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  // each option reads "<size>" then its count, in two spans of the label
  const sizes = await boxes.evaluateAll((boxes) =>
    boxes.map((b) => (b.closest('label')?.querySelector('span')?.textContent ?? '').trim()),
  );
  expect(sizes.length).toBeGreaterThan(3);
  const area = (s: string) => {
    const m = /^(\d+)x(\d+)/.exec(s);
    return m ? Number(m[1]) * Number(m[2]) : Number.POSITIVE_INFINITY;
  };
  const areas = sizes.map(area);
  expect(areas).toEqual([...areas].sort((a, b) => a - b));
});

test('the "added" toast stays clear of the header cart and its count', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/catalog/picture-by-numbers');
  await listingCards(page)
    .first()
    .getByRole('button', { name: /^Купити/ })
    .click();
  const toast = page.getByText('Товар додано до кошика');
  await expect(toast).toBeVisible();
  const cart = await page
    .getByRole('banner')
    .getByRole('link', { name: /^Кошик/ })
    .boundingBox();
  expect(cart).toBeTruthy();
  const cartBottom = (cart?.y ?? 0) + (cart?.height ?? 0);
  // Sonner slides the toast in from above: measure where it comes to rest, not a frame of the slide.
  const toastTop = async () => (await page.locator('[data-sonner-toast]').first().boundingBox())?.y ?? -1;
  await expect.poll(toastTop).toBeGreaterThanOrEqual(cartBottom);
});

test('a "Buy" tapped before the page hydrates still lands the product in the cart', async ({ page }) => {
  // The catalogue's JavaScript never arrives; the cart page's does.
  let blockScripts = true;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.url().includes('/cart')) blockScripts = false;
  });
  await page.route('**/_next/static/**/*.js', (route) => (blockScripts ? route.abort() : route.continue()));
  await page.goto('/catalog/picture-by-numbers');
  const card = listingCards(page).first();
  const name = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('button', { name: /^Купити/ }).click();
  await expect(page).toHaveURL(/\/cart(\?|$)/);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page).not.toHaveURL(/add=/); // a reload adds nothing more
  await expect(page.getByRole('banner').getByRole('link', { name: /^Кошик/ })).toHaveAccessibleName(
    'Кошик, 1 товар',
  );
});
