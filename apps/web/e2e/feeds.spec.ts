import { expect, test, type APIRequestContext } from '@playwright/test';
import { staffPage } from './support/admin-kit';
import { buyableProducts } from './support/checkout-kit';

// Issue #45: the marketplace feeds live on the shop's own address; staff change a price in the
// back office and every feed says the new price at its next read.

/** The text of the entry for `id` in a feed, by its own way of naming products. */
async function entryOf(request: APIRequestContext, file: string, id: number): Promise<string> {
  const res = await request.get(`/feeds/${file}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await res.text();
  const pattern: Record<string, RegExp> = {
    'google-merchant.xml': new RegExp(`<item><g:id>${id}</g:id>.*?</item>`),
    'rozetka.xml': new RegExp(`<offer id="${id}".*?</offer>`),
    'prom.xml': new RegExp(`<offer id="${id}".*?</offer>`),
    'hotline.xml': new RegExp(`<item><id>${id}</id>.*?</item>`),
  };
  return pattern[file]?.exec(xml)?.[0] ?? '';
}

test('a price edited in the back office is in every feed at its next read; an unchanged feed answers 304', async ({
  browser,
  request,
}, testInfo) => {
  // The last of the buyable ones: the other journeys take the first few.
  const product = (await buyableProducts(request)).at(-1);
  const id = product?.id ?? 0;
  expect(await entryOf(request, 'rozetka.xml', id)).toContain(`<offer id="${id}" available="true">`);

  // A marketplace asking again with the ETag it has gets 304 while nothing changed.
  const first = await request.get('/feeds/prom.xml');
  const etag = first.headers().etag ?? '';
  expect(etag).toMatch(/^"prom-/);
  expect((await request.get('/feeds/prom.xml', { headers: { 'if-none-match': etag } })).status()).toBe(304);

  const staff = await staffPage(browser, testInfo);
  await staff.goto(`/admin/index.html#/products/${id}`);
  await staff.getByRole('tab', { name: 'Ціна і залишок' }).click();
  await staff.getByLabel('Ціна, ₴', { exact: true }).fill('1234');
  const discount = staff.getByLabel(/Ціна зі знижкою/);
  if (await discount.count()) await discount.fill('');
  const saved = staff.waitForResponse(
    (r) => r.url().endsWith(`/api/admin/products/${id}`) && r.request().method() === 'PUT',
  );
  await staff.getByRole('button', { name: 'Зберегти' }).click();
  expect((await saved).status()).toBe(200);

  expect(await entryOf(request, 'google-merchant.xml', id)).toContain('<g:price>1234.00 UAH</g:price>');
  expect(await entryOf(request, 'rozetka.xml', id)).toContain('<price>1234.00</price>');
  expect(await entryOf(request, 'prom.xml', id)).toContain('<price>1234.00</price>');
  expect(await entryOf(request, 'hotline.xml', id)).toContain('<priceRUAH>1234.00</priceRUAH>');
  expect((await request.get('/feeds/prom.xml', { headers: { 'if-none-match': etag } })).status()).toBe(200);
  await staff.context().close();
});
