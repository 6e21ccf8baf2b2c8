import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The product fields the catalogue journeys look at (the API's answer, read through the storefront). */
export interface ApiProduct {
  id: number;
  article: string;
  name: { ua: string; ru: string };
  price: number;
  discountPrice: number | null;
  size: string;
  difficulty: number;
  labels: string[];
  inStock: boolean;
  expected: boolean;
  images: string[];
}

interface ApiListing {
  items: ApiProduct[];
  total: number;
}

/** GET /products through the storefront's proxy, with the query as the URL would carry it. */
export async function apiListing(request: APIRequestContext, query: string): Promise<ApiListing> {
  const response = await request.get(`/api/server/products?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiListing;
}

/** The first product of the demo catalogue that matches. */
export async function findProduct(
  request: APIRequestContext,
  match: (p: ApiProduct) => boolean,
): Promise<ApiProduct> {
  for (let page = 1; page <= 5; page += 1) {
    const { items } = await apiListing(request, `pageSize=60&page=${page}`);
    const found = items.find(match);
    if (found) return found;
  }
  throw new Error('no product in the demo catalogue matches');
}

/** The cookie notice would cover the lower cards; a shopper who accepted it long ago. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('kartyna_cookie_consent', new Date().toISOString());
  });
}

const PICTURE_STUB = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="5"><rect width="4" height="5" fill="#f3ebdf"/></svg>',
);

/**
 * On a fresh test database every demo picture is drawn by the API on its first request (about
 * a second of CPU each) and then encoded by the image optimizer, so a listing's two dozen
 * pictures can hold all six of the browser's connections for many seconds and queue the very
 * navigation a journey waits for. Journeys about filters get a tiny stand-in instead; the
 * product journey checks a real picture through the optimizer.
 */
export const OPTIMIZED_PICTURE = /\/_next\/image\?/;

export async function stubPictures(page: Page): Promise<void> {
  await page.route(OPTIMIZED_PICTURE, (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PICTURE_STUB }),
  );
}

/** "1 109 ₴" → 1109 (spaces of any kind, a comma for kopiyky). */
export const uah = (text: string): number => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/** The product cards of the listing (not the "you viewed" rail). */
export const listingCards = (page: Page): Locator =>
  page.getByRole('region', { name: 'Товари' }).getByRole('article');

/** The price a card charges now: the first amount on it (a discount comes before the old one). */
export async function cardPrices(page: Page): Promise<number[]> {
  // textContent, not innerText: cards off screen are not rendered (content-visibility), and
  // innerText of an unrendered element is empty.
  const texts = await listingCards(page).evaluateAll((cards) =>
    cards.map((card) => {
      const price = [...card.querySelectorAll('p')].find((p) => p.textContent?.includes('₴'));
      return price?.textContent ?? card.textContent ?? '';
    }),
  );
  return texts.map((text) => {
    const amount = /(\d[\d\s\u00a0\u202f]*(?:,\d{2})?)\s?₴/.exec(text);
    if (!amount?.[1]) throw new Error(`no price on a card: ${text}`);
    return uah(amount[1]);
  });
}

/** Ids of the products the listing links to, in order. */
export async function cardIds(page: Page): Promise<number[]> {
  const hrefs = await listingCards(page)
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(/\/product\/(\d+)/.exec(href)?.[1]));
}

/** A query parameter of the page's URL, decoded. */
export const param = (page: Page, name: string): string | null => new URL(page.url()).searchParams.get(name);
