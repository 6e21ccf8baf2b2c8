import { expect, test, type Page } from '@playwright/test';
import { PAGE_SIZE } from '../src/features/catalog/listing/catalog-params';
import { holdClock, installClock, pagesWithParam, requestsSeen } from './support/quiet-kit';
import {
  acceptCookies,
  apiListing,
  cardIds,
  cardPrices,
  listingCards,
  param,
  stubPictures,
} from './support/catalog-kit';

// The catalogue of requirements §2 (home's own screen: home.spec.ts): every filter mirrored in the URL and restored from
// it, sort, pages, category paths at any depth, /sale and the empty state. Facts are checked
// against the API's own answers. The product screen is in catalog-product.spec.ts.

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await stubPictures(page);
});

const filters = (page: Page) => page.getByRole('complementary', { name: 'Фільтри' });

test('price filter applies after the pause, is in the URL and bounds the results', async ({ page }) => {
  await installClock(page);
  await page.goto('/catalog');
  const applied = pagesWithParam(page, 'minPrice');
  const panel = filters(page);
  await expect(panel.getByLabel('від', { exact: true })).toBeEditable();
  await holdClock(page);
  await panel.getByLabel('від', { exact: true }).fill('200');
  await panel.getByLabel('до', { exact: true }).fill('500');
  // Not yet: the price waits for a 1500 ms pause in typing.
  await page.clock.runFor(1_400);
  await requestsSeen(page);
  expect(applied).toEqual([]);
  expect(param(page, 'minPrice')).toBeNull();
  await page.clock.runFor(100);
  await page.clock.resume();
  await expect.poll(() => param(page, 'minPrice'), { timeout: 5_000 }).toBe('200');
  expect(param(page, 'maxPrice')).toBe('500');
  await expect(listingCards(page).first()).toBeVisible();
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) {
    expect(price).toBeGreaterThanOrEqual(200);
    expect(price).toBeLessThanOrEqual(500);
  }
});

test('a min price above the max price is swapped; 0 does not apply', async ({ page }) => {
  await page.goto('/catalog');
  const panel = filters(page);
  await panel.getByLabel('від', { exact: true }).fill('900');
  await panel.getByLabel('до', { exact: true }).fill('300');
  await expect.poll(() => param(page, 'minPrice'), { timeout: 5_000 }).toBe('300');
  expect(param(page, 'maxPrice')).toBe('900');
  await expect(panel.getByLabel('від', { exact: true })).toHaveValue('300');
  await expect(panel.getByLabel('до', { exact: true })).toHaveValue('900');

  await panel.getByLabel('від', { exact: true }).fill('0');
  await expect.poll(() => param(page, 'minPrice'), { timeout: 5_000 }).toBeNull();
  expect(param(page, 'maxPrice')).toBe('900');
});

test('size and difficulty are multi-select JSON arrays in the URL, restored on reload', async ({ page }) => {
  await page.goto('/catalog');
  const panel = filters(page);
  await panel.getByRole('checkbox', { name: /^30x40(\s|$)/ }).check();
  await expect.poll(() => param(page, 'size')).toBe('["30x40"]');
  await panel.getByRole('checkbox', { name: /^40x50(\s|$)/ }).check();
  await expect.poll(() => param(page, 'size')).toBe('["30x40","40x50"]');
  await panel.getByRole('checkbox', { name: /^Легко(\s|$)/ }).check();
  await expect.poll(() => param(page, 'difficult')).toBe('[2]');
  expect(page.url()).toContain('size=[');

  await page.reload();
  await expect(filters(page).getByRole('checkbox', { name: /^30x40(\s|$)/ })).toBeChecked();
  await expect(filters(page).getByRole('checkbox', { name: /^40x50(\s|$)/ })).toBeChecked();
  await expect(filters(page).getByRole('checkbox', { name: /^Легко(\s|$)/ })).toBeChecked();
  await expect(filters(page).getByRole('checkbox', { name: /^Середньо(\s|$)/ })).not.toBeChecked();

  const api = await apiListing(
    page.request,
    `size=${encodeURIComponent('["30x40","40x50"]')}&difficult=[2]&pageSize=${PAGE_SIZE}`,
  );
  expect(api.items.length).toBeGreaterThan(0);
  for (const item of api.items) {
    expect(['30x40', '40x50']).toContain(item.size);
    expect(item.difficulty).toBe(2);
  }
  expect(await cardIds(page)).toEqual(api.items.map((p) => p.id));

  // Back undoes the last choice.
  await page.goBack();
  await expect.poll(() => param(page, 'difficult')).toBeNull();
  await expect(filters(page).getByRole('checkbox', { name: /^Легко(\s|$)/ })).not.toBeChecked();

  // The sidebar's reset clears them in place and keeps the sort.
  await page.getByRole('combobox', { name: 'Сортування' }).selectOption('cheap');
  await expect.poll(() => param(page, 'sort')).toBe('cheap');
  await filters(page).getByRole('link', { name: 'Скинути' }).click();
  await expect.poll(() => param(page, 'size')).toBeNull();
  expect(param(page, 'sort')).toBe('cheap');
  await expect(filters(page).getByRole('checkbox', { name: /^30x40(\s|$)/ })).not.toBeChecked();
  await expect(filters(page).getByRole('link', { name: 'Скинути' })).toBeHidden();
});

test('the label is single-select and narrows to that label', async ({ page }) => {
  await page.goto('/catalog');
  const panel = filters(page);
  await panel.getByRole('radio', { name: /^Новинка/ }).check();
  await expect.poll(() => param(page, 'labelType')).toBe('["new"]');
  await panel.getByRole('radio', { name: /^Знижка/ }).check();
  await expect.poll(() => param(page, 'labelType')).toBe('["sale"]');
  await expect(panel.getByRole('radio', { name: /^Новинка/ })).not.toBeChecked();
  const cards = listingCards(page);
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  await expect(cards.filter({ hasText: 'Знижка' })).toHaveCount(count);
  // A sale card shows the old price struck through beside the new one.
  await expect(cards.first().locator('s')).toBeVisible();
});

test('sort cheap gives ascending prices; pages are links with the page in the URL', async ({ page }) => {
  await page.goto('/catalog');
  await page.getByRole('combobox', { name: 'Сортування' }).first().selectOption('cheap');
  await expect.poll(() => param(page, 'sort')).toBe('cheap');
  await expect(listingCards(page).first()).toBeVisible();
  const prices = await cardPrices(page);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  const pages = page.getByRole('navigation', { name: 'Сторінки каталогу' });
  const firstPage = await cardIds(page);
  await pages.getByRole('link', { name: 'Сторінка 2' }).click();
  await expect.poll(() => param(page, 'page')).toBe('2');
  expect(param(page, 'sort')).toBe('cheap');
  await expect(pages.getByRole('link', { name: 'Сторінка 2' })).toHaveAttribute('aria-current', 'page');
  const secondPage = await cardIds(page);
  expect(secondPage.some((id) => firstPage.includes(id))).toBe(false);
  const secondPrices = await cardPrices(page);
  expect(secondPrices[0]).toBeGreaterThanOrEqual(prices.at(-1) ?? 0);

  await pages.getByRole('link', { name: /Далі/ }).click();
  await expect.poll(() => param(page, 'page')).toBe('3');
  // A new filter starts again from page 1.
  await filters(page)
    .getByRole('checkbox', { name: /^40x50(\s|$)/ })
    .check();
  await expect.poll(() => param(page, 'size')).toBe('["40x50"]');
  expect(param(page, 'page')).toBeNull();
});

test('category paths at depth 2 and 3; unknown and hidden segments are 404', async ({ page }) => {
  await page.goto('/catalog/picture-by-numbers/animals');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Тварини');
  const crumbs = page.getByRole('navigation', { name: 'Навігаційний ланцюжок' });
  await expect(crumbs.getByRole('link', { name: 'Картини за номерами' })).toHaveAttribute(
    'href',
    '/catalog/picture-by-numbers',
  );
  const animals = await apiListing(page.request, 'category=picture-by-numbers/animals&pageSize=1');
  await expect(page.getByRole('status').filter({ hasText: String(animals.total) })).toBeVisible();

  await page.getByRole('navigation', { name: 'Підкатегорії' }).getByRole('link', { name: 'Коти' }).click();
  await expect(page).toHaveURL(/\/catalog\/picture-by-numbers\/animals\/cats$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Коти');
  const cats = await apiListing(
    page.request,
    `category=picture-by-numbers/animals/cats&pageSize=${PAGE_SIZE}`,
  );
  expect(await cardIds(page)).toEqual(cats.items.map((p) => p.id));

  for (const path of ['/catalog/picture-by-numbers/nope', '/catalog/kits/money', '/catalog/other']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test('changing the category drops page, labelType and search but keeps the other filters', async ({
  page,
}) => {
  await page.goto('/catalog/picture-by-numbers?size=["40x50"]&labelType=["new"]&search=кіт&page=2');
  await expect(filters(page).getByRole('checkbox', { name: /^40x50(\s|$)/ })).toBeChecked();
  await page.getByRole('navigation', { name: 'Підкатегорії' }).getByRole('link', { name: 'Квіти' }).click();
  await expect(page).toHaveURL(/\/catalog\/picture-by-numbers\/flowers\?/);
  expect(param(page, 'size')).toBe('["40x50"]');
  expect(param(page, 'labelType')).toBeNull();
  expect(param(page, 'search')).toBeNull();
  expect(param(page, 'page')).toBeNull();
});

test('/sale answers 301 to the catalogue with labelType ["sale"]', async ({ page }) => {
  const response = await page.request.get('/sale', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  const location = new URL(response.headers()['location'] ?? '', 'http://x');
  expect(location.pathname).toBe('/catalog');
  expect(location.searchParams.get('labelType')).toBe('["sale"]');

  await page.goto('/sale');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Знижки');
  await expect(filters(page).getByRole('radio', { name: /^Знижка/ })).toBeChecked();

  // Last: a visit to /ru remembers Russian in a cookie for the rest of this test.
  const ru = await page.request.get('/ru/sale', { maxRedirects: 0 });
  expect(ru.status()).toBe(301);
  expect(ru.headers()['location']).toMatch(/^\/ru\/catalog\?labelType=/);
});

test('nothing found offers a reset', async ({ page }) => {
  await page.goto('/catalog?minPrice=999999');
  await expect(page.getByText('Нічого не знайдено')).toBeVisible();
  await page.getByRole('link', { name: 'Скинути всі фільтри' }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(listingCards(page)).toHaveCount(PAGE_SIZE);
});
