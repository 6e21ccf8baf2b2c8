import { localeCookie } from '@kartyna/domain';
import { expect, test, type Page } from '@playwright/test';

/** The cookie notice floats over the page; journeys that are not about it accept it first. */
const acceptCookies = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('kartyna_cookie_consent', 'accepted in a journey'));

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Головне меню' });

test.describe('global layout', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('the header links to every section and the catalogue dropdown opens on hover and focus', async ({
    page,
  }) => {
    await page.goto('/about');
    const nav = mainNav(page);
    for (const [name, href] of [
      ['Картина за фото', '/photo-picture'],
      ['Знижки', '/sale'],
      ['Про нас', '/about'],
      ['Оплата і доставка', '/payments-and-delivery'],
      ['Роботи клієнтів', '/client-works'],
      ['Відгуки', '/testimonials'],
      ['Контакти', '/contacts'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('link', { name: 'Kartyna — на головну' }).first()).toHaveAttribute(
      'href',
      '/',
    );

    const newItems = nav.getByRole('link', { name: 'Новинки' });
    await expect(newItems).toBeHidden();
    await nav.getByRole('link', { name: 'Каталог' }).hover();
    await expect(newItems).toBeVisible();
    expect(decodeURIComponent((await newItems.getAttribute('href')) ?? '')).toBe(
      '/catalog?labelType=["new"]',
    );
    expect(
      decodeURIComponent((await nav.getByRole('link', { name: 'Хіти продажу' }).getAttribute('href')) ?? ''),
    ).toBe('/catalog?labelType=["top-sales"]');
    // Each visible top-level category from the API's tree, in order; the hidden one is not there.
    const categories = [
      'Набори',
      'Картини за номерами',
      'Алмазна мозаїка',
      'Комбінована техніка',
      'Аксесуари',
      'Товари для дому',
    ];
    for (const name of categories) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Інше', exact: true })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Алмазна мозаїка', exact: true }).click();
    await expect(page).toHaveURL(/\/catalog\/mosaik$/);
    await expect(newItems).toBeHidden();

    // Keyboard: focus opens it, Escape closes it.
    await page.mouse.move(5, 600);
    await nav.getByRole('link', { name: 'Каталог' }).focus();
    await expect(newItems).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(newItems).toBeHidden();
  });

  test('the search panel sends text to the catalogue and an empty search clears it', async ({ page }) => {
    await page.goto('/contacts');
    await page.getByRole('button', { name: 'Пошук', exact: true }).click();
    const input = page.getByRole('searchbox', { name: 'Пошук товарів' });
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Введіть артикул або назву');
    await input.fill('  кіт ');
    await input.press('Enter');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/catalog' && url.searchParams.get('search') === 'кіт',
    );
    await expect(input).toBeHidden();

    // Empty text on a catalogue page removes the search; the panel opens empty again.
    await page.getByRole('button', { name: 'Пошук', exact: true }).click();
    await expect(input).toHaveValue('');
    await input.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/catalog' && !url.searchParams.has('search'));
    await expect(input).toBeHidden();

    // Elsewhere an empty text changes nothing.
    await page.goto('/about');
    await page.getByRole('button', { name: 'Пошук', exact: true }).click();
    await input.fill('   ');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
  });

  test('switching to Russian keeps the page, is remembered for a year, and switching back works', async ({
    page,
    context,
  }) => {
    await page.goto('/testimonials?page=2');
    await page.getByRole('button', { name: /Мова: Українська/ }).click();
    await page.getByRole('link', { name: 'Русский' }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/ru/testimonials' && url.searchParams.get('page') === '2',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Отзывы покупателей');

    const cookie = (await context.cookies()).find((c) => c.name === localeCookie);
    expect(cookie?.value).toBe('ru');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    // The remembered choice wins over the unprefixed URL.
    await page.goto('/');
    await expect(page).toHaveURL(/\/ru$/);

    await page.goto('/ru/contacts');
    await page.getByRole('button', { name: /Язык: Русский/ }).click();
    await page.getByRole('link', { name: 'Українська' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    expect((await context.cookies()).find((c) => c.name === localeCookie)?.value).toBe('ua');
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  });

  test('scroll-to-top appears after one viewport and brings the page back up', async ({ page }) => {
    await page.goto('/public-offer');
    const button = page.getByRole('button', { name: 'Нагору' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('the footer carries the contacts, card logos and Store structured data', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('img', { name: 'Visa' })).toBeVisible();
    await expect(footer.getByRole('img', { name: 'Mastercard' })).toBeVisible();
    await expect(footer.getByRole('link', { name: '+38 (067) 123-45-67' })).toHaveAttribute(
      'href',
      'tel:+380671234567',
    );
    await expect(footer.getByText('Пн–Пт 10:00–18:00')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', /t\.me/);
    await expect(footer.getByText(`© ${new Date().getFullYear()} Kartyna`)).toBeVisible();
    const store = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(store).toMatchObject({
      '@type': 'Store',
      name: 'Kartyna',
      openingHours: 'Mo-Fr 10:00-18:00',
      telephone: '+38 (067) 123-45-67',
    });
    expect(store.address.addressLocality).toBe('Одеса');
  });

  test('pages take their title, description, canonical URL and alternates from the SEO data', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/ru/about');
    await expect(page).toHaveTitle('О нас | Kartyna');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /одесский магазин/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/ru/about`);
    await expect(page.locator('link[rel="alternate"][hreflang="uk"]')).toHaveAttribute(
      'href',
      `${baseURL}/about`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${baseURL}/about`,
    );
  });
});

test('the cookie notice stays hidden for good once accepted', async ({ page }) => {
  await page.goto('/about');
  const notice = page.getByRole('region', { name: 'Файли cookie' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Прийняти' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('kartyna_cookie_consent'))).not.toBeNull();
});

test('a service worker from /sw.js answers navigations with an offline page when the network is gone', async ({
  page,
  context,
}) => {
  await acceptCookies(page);
  await page.goto('/about');
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(script).toMatch(/\/sw\.js$/);
  await context.setOffline(true);
  await page.goto('/contacts').catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Немає зʼєднання з інтернетом');
  await context.setOffline(false);
  await page.getByRole('button', { name: /Спробувати ще раз/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Звʼяжіться з нами');
});

test('robots.txt and sitemap.xml describe the public site', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  for (const path of ['/cabinet', '/ru/cabinet', '/cart', '/api'])
    expect(text).toContain(`Disallow: ${path}\n`);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const path of [
    '/',
    '/ru',
    '/about',
    '/ru/public-offer',
    '/catalog/picture-by-numbers',
    '/ru/catalog/mosaik',
  ])
    expect(xml).toContain(`<loc>${baseURL}${path === '/' ? '/' : path}</loc>`);
  // every product page is listed (paged through the API 60 at a time), in both languages
  const products = await (await request.get('/api/server/products?pageSize=1')).json();
  const listed = xml.match(/<loc>[^<]*\/product\/\d+<\/loc>/g) ?? [];
  expect(listed.length).toBe(products.total * 2);
  expect(xml).not.toContain('/catalog/other');
  expect(xml).toContain('hreflang="ru"');
});
