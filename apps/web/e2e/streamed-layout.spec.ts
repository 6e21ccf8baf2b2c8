import { expect, test, type Page } from '@playwright/test';
import { layoutShifts, recordLayoutShifts } from './support/layout-shift-kit';

/**
 * On a slow line a page arrives in pieces, and the browser draws what it has parsed so far. Whatever
 * is drawn must not move when the rest comes. Here the page's own HTML (without its scripts) is
 * written into a document in two parts, cut where a piece once ended and moved what was drawn.
 */
async function shiftsWhenCut(page: Page, path: string, cutAt: (html: string) => number): Promise<string[]> {
  const html = (await (await page.request.get(path)).text()).replace(/<script\b[\s\S]*?<\/script>/g, '');
  const cut = cutAt(html);
  expect(cut, 'the cut point is in the page').toBeGreaterThan(0);
  await page.route('**/streamed-layout', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>…</title>' }),
  );
  await page.goto('/streamed-layout');
  return page.evaluate(
    async ({ first, rest }) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const shifts: string[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
          const what = entry.sources.map((s) =>
            s.node instanceof Element ? s.node.className : s.node?.nodeName,
          );
          shifts.push(`${entry.value.toFixed(5)} ${what.join(' | ')}`);
        }
      }).observe({ type: 'layout-shift' });
      document.open();
      document.write(first);
      await frame();
      await frame();
      document.write(rest);
      document.close();
      await frame();
      await frame();
      return shifts;
    },
    { first: html.slice(0, cut), rest: html.slice(cut) },
  );
}

/** Just after the end of the first `</tag>` that follows `marker` (from `from` on). */
const after =
  (marker: string, tag: string, from = 0) =>
  (html: string) => {
    const start = html.indexOf(marker, from);
    const end = start < 0 ? -1 : html.indexOf(`</${tag}>`, start);
    return end < 0 ? -1 : end + tag.length + 3;
  };

/** Where the page's `n`-th product card (from 1) begins. */
const nthCard = (html: string, n: number) => {
  let at = -1;
  for (let i = 0; i < n; i += 1) at = html.indexOf('<article', at + 1);
  return at;
};

/**
 * How many cards the first row of a listing holds. The last of them is cut: after a cut in an
 * earlier card, its row's later cards may arrive taller (a longer name) and, as the footers sit at
 * the row's foot, lower it; that is the row growing, not the card's own parts arriving.
 */
async function firstRowLength(page: Page, path: string): Promise<number> {
  await page.goto(path);
  return page.evaluate(() => {
    const tops = [...document.querySelectorAll('article')].map((card) => card.getBoundingClientRect().top);
    return tops.filter((top) => top === tops[0]).length;
  });
}

const screens = [
  { name: 'a phone', viewport: { width: 390, height: 844 }, locale: '', emptyCart: 'Ваш кошик порожній' },
  {
    name: 'a laptop',
    viewport: { width: 1440, height: 900 },
    locale: '/ru',
    emptyCart: 'Ваша корзина пуста',
  },
];

for (const screen of screens) {
  test.describe(`on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test('the header icons stay put when the rest of them arrive', async ({ page }) => {
      expect(await shiftsWhenCut(page, '/sale', after('aria-label="Пошук"', 'button'))).toEqual([]);
      // A laptop shows the language switch among them: cut after it, too.
      if (screen.viewport.width > 800)
        expect(await shiftsWhenCut(page, '/sale', after('hrefLang="ru"', 'div'))).toEqual([]);
    });

    test("the catalogue's sort select keeps its width while its options arrive", async ({ page }) => {
      const intoTheSelect = (html: string) => html.indexOf('>', html.indexOf('<select')) + 1;
      expect(await shiftsWhenCut(page, `${screen.locale}/catalog`, intoTheSelect)).toEqual([]);
    });

    test("a product card's price, heart and buy button stay put whichever of them arrives first", async ({
      page,
    }) => {
      const path = `${screen.locale}/catalog`;
      const card = await firstRowLength(page, path);
      expect(card, 'cards in the first row').toBeGreaterThan(1);
      const cuts = {
        'before the buttons': (html: string) =>
          html.lastIndexOf('<div', html.indexOf('_actions"', nthCard(html, card))),
        'after the heart': (html: string) => after('_save"', 'div', nthCard(html, card))(html),
        'after the buy button': (html: string) => after('_buy"', 'button', nthCard(html, card))(html),
      };
      for (const [where, cut] of Object.entries(cuts))
        expect.soft(await shiftsWhenCut(page, path, cut), where).toEqual([]);
    });

    test('the empty cart, read after hydration, moves nothing on screen', async ({ page }) => {
      await recordLayoutShifts(page);
      await page.goto(`${screen.locale}/cart`);
      await expect(page.getByRole('heading', { name: screen.emptyCart })).toBeVisible();
      expect(await layoutShifts(page)).toEqual([]);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the home page's text stays put when the hero's picture arrives after it", async ({ page }) => {
    // The picture is drawn above the text on a phone, but comes after it in the page.
    const beforePicture = (html: string) => html.indexOf('<svg', html.indexOf('<h1'));
    expect(await shiftsWhenCut(page, '/', beforePicture)).toEqual([]);
  });
});
