import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { formatUah } from '@kartyna/domain';
import { staffPage } from './support/admin-kit';
import { findProduct } from './support/catalog-kit';
import { pngImage } from './support/checkout-kit';

// Issue #5 "Catalogue": staff create a product with a picture in the back office and it is on
// sale in the storefront at once; staff restock a sold-out product and the shopper who asked
// to be told gets the notice mail.

/** The .eml files of the API's outbox that are addressed to `mail`. */
async function mailsTo(mail: string): Promise<string[]> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
  const found: string[] = [];
  for (const name of names) {
    const raw = await readFile(join(dir, name), 'utf8');
    if (/^To:.*$/im.exec(raw)?.[0].toLowerCase().includes(mail.toLowerCase())) found.push(raw);
  }
  return found;
}

test('staff create a product with an uploaded picture → it is in the storefront catalogue with its price', async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers, an upload and a cold catalogue page on a machine shared with other work.
  test.slow();
  const article = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const name = `Картина за номерами «Рудий кіт ${article}»`;
  const staff = await staffPage(browser, testInfo);

  await staff.getByRole('menuitem', { name: 'Товари' }).click();
  await expect(staff).toHaveURL(/#\/products/);
  await staff.getByRole('link', { name: 'Створити' }).click();
  // Exact names and the form's own address: the list's search box is called "Артикул, назва або
  // ID", and typing before the form is there would fill the list's box instead.
  await expect(staff).toHaveURL(/#\/products\/create$/);
  await staff.getByRole('textbox', { name: 'Артикул', exact: true }).fill(article);
  await staff.getByRole('textbox', { name: 'Назва (укр.)' }).fill(name);
  await staff
    .getByRole('textbox', { name: 'Назва (рос.)' })
    .fill(`Картина по номерам «Рыжий кот ${article}»`);
  await staff.getByRole('combobox', { name: 'Категорія' }).fill('Коти');
  await staff
    .getByRole('option', { name: /Картини за номерами.*Коти/ })
    .first()
    .click();
  await staff.getByLabel('Тематика').click();
  await staff.getByRole('option', { name: 'Тварини' }).click();
  await staff.getByLabel('Розмір').click();
  await staff.getByRole('option', { name: '40x50' }).click();
  await staff.getByLabel('Складність').click();
  await staff.getByRole('option', { name: '2 — легко' }).click();

  await staff.getByRole('tab', { name: 'Ціна і залишок' }).click();
  await staff.getByLabel('Ціна, ₴', { exact: true }).fill('777');
  // Plenty: the product is the newest in the catalogue, and later journeys buy its first card.
  await staff.getByLabel('Залишок', { exact: true }).fill('40');

  await staff.getByRole('tab', { name: 'Зображення' }).click();
  const uploaded = staff.waitForResponse((r) => r.url().endsWith('/api/admin/uploads') && r.status() === 201);
  await staff.getByTestId('product-image-file').setInputFiles({
    name: 'ginger-cat.png',
    mimeType: 'image/png',
    buffer: pngImage(64, 48),
  });
  const { imageUrl } = (await (await uploaded).json()) as { imageUrl: string };
  await expect(staff.locator(`img[src="${imageUrl}"]`)).toBeVisible();

  const created = staff.waitForResponse(
    (r) => r.url().endsWith('/api/admin/products') && r.request().method() === 'POST',
  );
  await staff.getByRole('button', { name: 'Зберегти' }).click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  const product = (await response.json()) as { id: number; images: string[] };
  expect(product.images).toEqual([imageUrl]);
  await expect(staff).toHaveURL(new RegExp(`#/products/${product.id}$`));

  // The storefront finds it by its article, with the price and the uploaded picture.
  await page.goto(`/catalog?search=${encodeURIComponent(article)}`);
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText(formatUah(77_700));
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(formatUah(77_700)).first()).toBeVisible();
  await staff.context().close();
});

test('staff restock a sold-out product → the shopper who asked gets the notice mail', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const soldOut = await findProduct(request, (p) => !p.inStock && !p.expected);
  const mail = `waiting-${Date.now()}@example.com`;
  const asked = await request.post(`/api/server/products/${soldOut.id}/appear-request`, { data: { mail } });
  expect(asked.status()).toBe(200);
  expect(await mailsTo(mail)).toEqual([]);

  const staff = await staffPage(browser, testInfo);
  await staff.goto(`/admin/index.html#/products/${soldOut.id}`);
  await expect(staff.getByRole('textbox', { name: 'Артикул', exact: true })).toHaveValue(soldOut.article);
  await staff.getByRole('tab', { name: 'Ціна і залишок' }).click();
  await staff.getByLabel('Залишок', { exact: true }).fill('6');
  const saved = staff.waitForResponse(
    (r) => r.url().endsWith(`/api/admin/products/${soldOut.id}`) && r.request().method() === 'PUT',
  );
  await staff.getByRole('button', { name: 'Зберегти' }).click();
  expect((await saved).status()).toBe(200);

  // The mail worker polls every 200 ms in the journeys; the notice names the product.
  await expect.poll(async () => (await mailsTo(mail)).length, { timeout: 20_000 }).toBe(1);
  await page.goto(`/product/${soldOut.id}`);
  await expect(page.getByText('В наявності', { exact: true }).first()).toBeVisible();
  await staff.context().close();
});
