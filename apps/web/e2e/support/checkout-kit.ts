// Shared by the cart, checkout and photo-picture journeys.
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test';

/**
 * Cart, checkout, order result and photo picture (issue #3), against the built storefront and
 * a real API on a fresh demo database. Orders go through the API for real: stock is reserved,
 * the sandbox payment provider calls back, the photo is uploaded and re-encoded.
 */

export interface ApiProduct {
  id: number;
  article: string;
  name: { ua: string; ru: string };
  price: number;
  discountPrice: number | null;
  inStock: boolean;
  expected: boolean;
  images: string[];
}

export const priceOf = (p: ApiProduct) => p.discountPrice ?? p.price;

/** In-stock products of the demo catalogue, straight from the API. */
export async function buyableProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get('/api/server/products?pageSize=48');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: ApiProduct[] };
  const buyable = items.filter((p) => p.inStock && !p.expected);
  expect(buyable.length).toBeGreaterThan(2);
  return buyable;
}

/** Puts products in the stored cart as the cart itself writes it (version 2). */
export async function seedCart(page: Page, products: { product: ApiProduct; amount: number }[]) {
  await page.goto('/');
  await page.evaluate((lines) => {
    const stored = lines.map(({ product, amount }) => ({
      product: {
        id: product.id,
        article: product.article,
        name: product.name,
        price: product.price,
        discountPrice: product.discountPrice,
        image: product.images[0] ?? null,
        inStock: product.inStock,
        expected: product.expected,
      },
      amount,
    }));
    localStorage.setItem('products_cart', JSON.stringify({ version: 2, lines: stored }));
  }, products);
}

export const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Кошик/ });

export async function fillContact(page: Page) {
  await page.getByLabel('Прізвище', { exact: true }).fill('Шевченко');
  await page.getByLabel("Ім'я", { exact: true }).fill('Тарас');
  await page.getByLabel('Електронна пошта', { exact: true }).fill('taras@example.com');
  const phone = page.getByLabel('Телефон', { exact: true });
  await phone.click();
  await expect(phone).toHaveValue('+38 ');
  await phone.pressSequentially('0671234567');
  await expect(phone).toHaveValue('+38 (067) 123-45-67');
}

/** Nova Poshta branch delivery: search a city, pick the first branch of the directory. */
export async function pickBranch(page: Page, search = 'Оде', city = 'Одеса') {
  const cityBox = page.getByRole('combobox', { name: 'Місто' });
  await cityBox.fill(search);
  await page.getByRole('option', { name: new RegExp(`^${city}`) }).click();
  await expect(cityBox).toHaveValue(city);
  const branch = page.getByRole('combobox', { name: 'Відділення Нової Пошти' });
  await branch.click();
  await page.getByRole('option', { name: /Відділення №1\b/ }).click();
  await expect(branch).toHaveValue(/^Відділення №1 /);
}

/** A small real PNG (a colour gradient), made on the spot: the repository carries no binaries. */
export function pngImage(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) rows.set([(x * 255) / width, (y * 255) / height, 140], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A signed-in shopper's cart at /cart, sent as it comes (their contact filled in from the
 * account, cash on delivery) to a Nova Poshta branch: the created order's id.
 */
export async function orderAtCheckout(page: Page, mail: string): Promise<number> {
  await page.goto('/cart');
  await expect(page.getByLabel('Електронна пошта', { exact: true })).toHaveValue(mail);
  await pickBranch(page);
  return ((await (await confirmOrder(page)).json()) as { id: number }).id;
}

/**
 * "Confirm the order" on a filled checkout that creates the order itself (cash on delivery):
 * the API's 201 answer, for the caller to read the order or the call it answered.
 */
export async function confirmOrder(page: Page): Promise<Response> {
  const placed = page.waitForResponse(
    (r) => r.url().endsWith('/api/server/orders') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();
  const answer = await placed;
  expect(answer.status()).toBe(201);
  return answer;
}
