import { expect, test } from '@playwright/test';
import { csrfHeader } from './support/account-kit';
import { staffPage } from './support/admin-kit';
import { apiListing, findProduct } from './support/catalog-kit';
import { placeOrder } from './support/order-kit';
import { EDIT_VISIBLE_MS, expectCached, msUntil } from './support/page-cache-kit';

// Issue #15: public pages are served from the storefront's page cache, and a staff change
// expires the pages it touches, so the shop shows it within 5 seconds (in fact before the
// back office's save has answered).

test('staff edits show on cached pages within 5 s: price, hiding, page text', async ({
  request,
  browser,
}, testInfo) => {
  const product = await findProduct(request, (p) => p.inStock && p.discountPrice === null);
  const productUrl = `/product/${product.id}`;
  const listingUrl = `/catalog?search=${encodeURIComponent(product.article)}`;
  expect(await expectCached(request, productUrl)).toContain(product.name.ua);
  expect(await expectCached(request, listingUrl)).toContain(product.name.ua);
  expect(await expectCached(request, '/about')).toBeTruthy();

  const staff = await staffPage(browser, testInfo);
  const staffApi = staff.context().request;
  const headers = await csrfHeader(staff.context());
  const current = await (await staffApi.get(`/api/admin/products/${product.id}`)).json();
  const {
    id: _id,
    stockState: _s,
    categoryPath: _p,
    categoryName: _n,
    createdAt: _c,
    updatedAt: _u,
    ...input
  } = current;
  const save = async (change: Record<string, unknown>) => {
    const response = await staffApi.put(`/api/admin/products/${product.id}`, {
      headers,
      data: { ...input, ...change },
    });
    expect(response.status()).toBe(200);
  };

  try {
    // A price no other product of the demo has: "4 321" on the product page and in the listing.
    await save({ price: 4321 });
    const newPrice = /4[\s\u00a0\u202f]?321/;
    const toProduct = await msUntil(request, productUrl, (s, html) => s === 200 && newPrice.test(html));
    const toListing = await msUntil(request, listingUrl, (s, html) => s === 200 && newPrice.test(html));
    testInfo.annotations.push({ type: 'price visible after', description: `${toProduct} / ${toListing} ms` });
    expect(toProduct).toBeLessThanOrEqual(EDIT_VISIBLE_MS);
    expect(toListing).toBeLessThanOrEqual(EDIT_VISIBLE_MS);

    // Hidden: the product page is a 404 and the listing no longer names it.
    await save({ price: 4321, isHidden: true });
    expect(await msUntil(request, productUrl, (s) => s === 404)).toBeLessThanOrEqual(EDIT_VISIBLE_MS);
    expect(
      await msUntil(request, listingUrl, (s, html) => s === 200 && !html.includes(product.name.ua)),
    ).toBeLessThanOrEqual(EDIT_VISIBLE_MS);
  } finally {
    await save({});
  }

  // A page text edited in the back office.
  const text = `Сторінку змінено о ${Date.now()}`;
  const previous = await (await staffApi.get('/api/admin/page-texts/about')).json();
  const written = await staffApi.put('/api/admin/page-texts/about', {
    headers,
    data: { bodyUa: `<p>${text}</p>`, bodyRu: previous.bodyRu || `<p>${text}</p>` },
  });
  expect(written.status()).toBe(200);
  try {
    expect(
      await msUntil(request, '/about', (s, html) => s === 200 && html.includes(text)),
    ).toBeLessThanOrEqual(EDIT_VISIBLE_MS);
  } finally {
    // Back to what it was: the staff's earlier text, or the shipped one.
    if (previous.bodyUa || previous.bodyRu) {
      await staffApi.put('/api/admin/page-texts/about', {
        headers,
        data: { bodyUa: previous.bodyUa, bodyRu: previous.bodyRu },
      });
    } else {
      await staffApi.delete('/api/admin/page-texts/about', { headers });
    }
  }
  await staff.context().close();
});

test('a sale keeps the page cache: an order that leaves stock expires nothing, the last unit sold shows within 5 s', async ({
  page,
  context,
  request,
  browser,
}, testInfo) => {
  // From the end of the catalogue, where no other journey picks its products.
  const { items } = await apiListing(request, 'pageSize=60&page=2');
  const [product, neighbour] = items.filter((p) => p.inStock && !p.labels.includes('preorder')).reverse();
  expect(product && neighbour, 'two products in stock').toBeTruthy();
  if (!product || !neighbour) return;
  const productUrl = `/product/${product.id}`;
  const listingUrl = `/catalog?search=${encodeURIComponent(product.article)}`;
  const cachedPages = [productUrl, `/ru${productUrl}`, listingUrl, `/product/${neighbour.id}`, '/'];
  for (const url of cachedPages) await expectCached(request, url);

  const staff = await staffPage(browser, testInfo);
  const staffApi = staff.context().request;
  const headers = await csrfHeader(staff.context());
  const setStock = async (stock: number) =>
    expect(
      (await staffApi.post(`/api/admin/products/${product.id}/stock`, { headers, data: { stock } })).status(),
    ).toBe(200);
  try {
    // Three in stock, one sold: a shopper sees nothing change, so every page stays cached.
    await setStock(3);
    await placeOrder(page, context, { paymentType: 'cod', lines: [{ productId: product.id, amount: 1 }] });
    await new Promise((r) => setTimeout(r, 1000));
    for (const url of cachedPages) {
      const again = await request.get(url);
      expect(again.headers()['x-page-cache'], `${url} still from the page cache`).toBe('hit');
    }

    // The last unit (of two) sold: its pages and listings say so; a neighbour's page stays cached.
    await setStock(1);
    await placeOrder(page, context, { paymentType: 'cod', lines: [{ productId: product.id, amount: 1 }] });
    // The availability as shown (the page's scripts carry every wording as well).
    const soldOut = (html: string) => />Немає в наявності</.test(html) && !/>В наявності</.test(html);
    const toProduct = await msUntil(request, productUrl, (s, html) => s === 200 && soldOut(html));
    const toListing = await msUntil(request, listingUrl, (s, html) => s === 200 && soldOut(html));
    testInfo.annotations.push({
      type: 'sold out visible after',
      description: `${toProduct} / ${toListing} ms`,
    });
    expect(toProduct).toBeLessThanOrEqual(EDIT_VISIBLE_MS);
    expect(toListing).toBeLessThanOrEqual(EDIT_VISIBLE_MS);
    expect(
      await msUntil(request, `/ru${productUrl}`, (s, html) => s === 200 && />Нет в наличии</.test(html)),
    ).toBeLessThanOrEqual(EDIT_VISIBLE_MS);
    expect((await request.get(`/product/${neighbour.id}`)).headers()['x-page-cache']).toBe('hit');
  } finally {
    await setStock(10);
    await staff.context().close();
  }
});
