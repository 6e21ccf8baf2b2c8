import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { codFee, formatUah, photoPictureUnitPrice, uahToKopiyky } from '@kartyna/domain';
import { csrfHeader, registerUser } from './support/account-kit';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * Cart, checkout, order result and photo picture (issue #3), against the built storefront and
 * a real API on a fresh demo database. Orders go through the API for real: stock is reserved,
 * the sandbox payment provider calls back, the photo is uploaded and re-encoded.
 */

interface ApiProduct {
  id: number;
  article: string;
  name: { ua: string; ru: string };
  price: number;
  discountPrice: number | null;
  inStock: boolean;
  expected: boolean;
  images: string[];
}

const priceOf = (p: ApiProduct) => p.discountPrice ?? p.price;

/** In-stock products of the demo catalogue, straight from the API. */
async function buyableProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get('/api/server/products?pageSize=48');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: ApiProduct[] };
  const buyable = items.filter((p) => p.inStock && !p.expected);
  expect(buyable.length).toBeGreaterThan(2);
  return buyable;
}

/** Puts products in the stored cart as the cart itself writes it (version 2). */
async function seedCart(page: Page, products: { product: ApiProduct; amount: number }[]) {
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

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Кошик/ });

async function fillContact(page: Page) {
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
async function pickBranch(page: Page, search = 'Оде', city = 'Одеса') {
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
function pngImage(width: number, height: number): Buffer {
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

test('browse → add to cart → amount +1 → branch delivery with cash on delivery → order result', async ({
  page,
  request,
}) => {
  await page.goto('/catalog');
  const buy = page.getByRole('button', { name: /^Купити: / }).first();
  const name = ((await buy.getAttribute('aria-label')) ?? '').replace('Купити: ', '');
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page).toHaveURL(/\/product\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const product = (await (await request.get(`/api/server/products/${id}`)).json()) as ApiProduct;

  await page.getByRole('button', { name: `Купити: ${name}` }).click();
  await expect(page.getByText('Товар додано до кошика')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Кошик, 1 товар');
  const events = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer);
  expect(events).toContainEqual(
    expect.objectContaining({
      event: 'add_to_cart',
      ecommerce: expect.objectContaining({ currency: 'UAH', value: priceOf(product).toFixed(2) }),
    }),
  );

  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Збільшити кількість: ${name}` }).click();
  await expect(page.getByRole('group', { name: `Кількість: ${name}` })).toContainText('2');
  await expect(cartLink(page)).toHaveAccessibleName('Кошик, 2 товари');
  const goods = uahToKopiyky(priceOf(product)) * 2;
  await expect(page.getByTestId('cart-subtotal')).toHaveText(formatUah(goods));

  await fillContact(page);
  await expect(page.getByRole('radio', { name: /Нова Пошта: відділення/ })).toBeChecked();
  await pickBranch(page);
  await expect(page.getByRole('radio', { name: /Накладений платіж/ })).toBeChecked();
  await expect(
    page.getByText(`Комісія перевізника за накладений платіж: ${formatUah(codFee(goods))}`),
  ).toBeVisible();

  const placed = page.waitForResponse(
    (r) => r.url().endsWith('/api/server/orders') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();
  const answer = await placed;
  expect(answer.status()).toBe(201);
  expect(answer.request().headers()['idempotency-key']).toMatch(/^[\w-]{16,}$/);
  const order = (await answer.json()) as { id: number; resultType: string; codFee: number };
  expect(order).toMatchObject({ resultType: 'post', codFee: codFee(goods) / 100 });

  const dialog = page.getByRole('dialog', { name: 'Дякуємо за замовлення!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Замовлення № ${order.id}`);
  await expect(dialog).toContainText('Відправимо протягом 2 днів.');
  await expect(dialog.getByRole('link', { name: '+38 (067) 123-45-67' })).toBeVisible();
  // A guest has no order history to link to.
  await expect(dialog.getByRole('link', { name: 'Мої замовлення' })).toHaveCount(0);
  expect(JSON.parse(new URL(page.url()).searchParams.get('thank-order') ?? '{}')).toMatchObject({
    t: 'post',
  });

  await dialog.getByRole('button', { name: 'Закрити' }).click();
  await expect(page.getByRole('heading', { name: 'Ваш кошик порожній' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Кошик, порожній');
  expect(new URL(page.url()).searchParams.has('thank-order')).toBe(false);
});

test('card payment: prepare-payment → sandbox checkout (approve) → back on /cart → paid', async ({
  page,
  request,
}) => {
  const [product] = await buyableProducts(request);
  await seedCart(page, [{ product: product as ApiProduct, amount: 1 }]);
  await page.goto('/cart');
  await fillContact(page);
  // The city search by keyboard: type, the first answer is active, Enter picks it.
  const cityBox = page.getByRole('combobox', { name: 'Місто' });
  await cityBox.fill('Львів');
  await expect(page.getByRole('option', { name: /^Львів/ })).toBeVisible();
  await cityBox.press('Enter');
  await expect(cityBox).toHaveValue('Львів');
  const branch = page.getByRole('combobox', { name: 'Відділення Нової Пошти' });
  await branch.focus();
  await expect(page.getByRole('option').first()).toBeVisible();
  await branch.press('ArrowDown');
  await branch.press('Enter');
  await expect(branch).toHaveValue(/^Відділення №2 /);
  await page.getByRole('radio', { name: /Карткою онлайн/ }).check();

  const prepared = page.waitForRequest((r) => r.url().endsWith('/api/server/orders/prepare-payment'));
  await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();
  const resultUrl = ((await prepared).postDataJSON() as { resultUrl: string }).resultUrl;
  expect(resultUrl).toMatch(/\/cart\?thank-order=/);
  // The sandbox is a LiqPay-like provider: the storefront posted its form to the hosted page.
  await expect(page).toHaveURL(/\/api\/server\/payments\/sandbox\/checkout/);
  await page.getByRole('button', { name: 'Оплатити' }).click();

  await expect(page).toHaveURL(/\/cart\?thank-order=/);
  const thankOrder = JSON.parse(new URL(page.url()).searchParams.get('thank-order') ?? '{}') as {
    t: string;
    o: number;
  };
  expect(thankOrder).toMatchObject({ t: 'post', o: expect.any(Number) });
  const dialog = page.getByRole('dialog', { name: 'Дякуємо за замовлення!' });
  await expect(dialog).toContainText('Оплату отримано. Дякуємо!');
  await expect(dialog).toContainText(`Замовлення № ${thankOrder.o}`);
  await expect(dialog).toContainText('Відправимо протягом 2 днів.');
  const paymentId = await page.evaluate(
    (o) => (JSON.parse(localStorage.getItem('kartyna_payments') ?? '{}') as Record<string, string>)[o],
    String(thankOrder.o),
  );
  const state = await (await request.get(`/api/server/payments/${paymentId}`)).json();
  expect(state).toMatchObject({ status: 'paid', orderId: thankOrder.o, resultType: 'post' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cartLink(page)).toHaveAccessibleName('Кошик, порожній');
});

test('a signed-in shopper finds the contact and the saved branch filled in; the result links to the history', async ({
  page,
  context,
}) => {
  const user = await registerUser(page.request, 'checkout');
  const cities = await page.request.get(`/api/server/delivery/cities?search=${encodeURIComponent('Дніпро')}`);
  const city = ((await cities.json()) as { ref: string; name: { ua: string } }[])[0];
  const points = await page.request.get(`/api/server/delivery/cities/${city?.ref}/points?kind=branch`);
  const branch = ((await points.json()) as { ref: string; name: { ua: string } }[])[2];
  const saved = await page.request.put('/api/server/user/delivery/department', {
    headers: await csrfHeader(context),
    data: { cityRef: city?.ref, branchRef: branch?.ref },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const [product] = await buyableProducts(page.request);
  await seedCart(page, [{ product: product as ApiProduct, amount: 1 }]);

  await page.goto('/cart');
  await expect(page.getByLabel('Прізвище', { exact: true })).toHaveValue(user.lastName);
  await expect(page.getByLabel("Ім'я", { exact: true })).toHaveValue(user.firstName);
  await expect(page.getByLabel('Електронна пошта', { exact: true })).toHaveValue(user.mail);
  await expect(page.getByLabel('Телефон', { exact: true })).toHaveValue('+38 (067) 123-45-67');
  await expect(page.getByRole('combobox', { name: 'Місто' })).toHaveValue(city?.name.ua ?? '');
  await expect(page.getByRole('combobox', { name: 'Відділення Нової Пошти' })).toHaveValue(
    branch?.name.ua ?? '',
  );

  const placed = page.waitForRequest((r) => r.url().endsWith('/api/server/orders') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();
  expect((await placed).postDataJSON()).toMatchObject({
    delivery: { deliveryType: 'post', cityRef: city?.ref, branchRef: branch?.ref },
    contact: { email: user.mail, phone: '+380671234567' },
  });
  const dialog = page.getByRole('dialog', { name: 'Дякуємо за замовлення!' });
  await expect(dialog.getByRole('link', { name: 'Мої замовлення' })).toHaveAttribute(
    'href',
    '/cabinet/history',
  );
});

test('validation: empty contact fields and a branch not chosen are named next to the fields', async ({
  page,
  request,
}) => {
  const [product] = await buyableProducts(request);
  await seedCart(page, [{ product: product as ApiProduct, amount: 1 }]);
  await page.goto('/cart');
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/server/orders') && r.method() === 'POST') posted++;
  });

  await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();
  await expect(page.getByText('Вкажіть прізвище')).toBeVisible();
  await expect(page.getByText("Вкажіть ім'я")).toBeVisible();
  await expect(page.getByText('Некоректна електронна пошта')).toBeVisible();
  await expect(page.getByText('Вкажіть телефон')).toBeVisible();
  await expect(page.getByLabel('Прізвище', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Прізвище', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await fillContact(page);
  await expect(page.getByText('Вкажіть прізвище')).toHaveCount(0);
  const cityBox = page.getByRole('combobox', { name: 'Місто' });
  await cityBox.fill('Київ');
  await page.getByRole('option', { name: /^Київ/ }).click();
  await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();
  await expect(page.getByText('Оберіть відділення Нової Пошти')).toBeVisible();

  // A parcel locker instead: its own message; takeaway takes no cash on delivery.
  await page.getByRole('radio', { name: /Нова Пошта: поштомат/ }).check();
  await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();
  await expect(page.getByText('Оберіть поштомат')).toBeVisible();
  await page.getByRole('radio', { name: /Самовивіз/ }).check();
  await expect(page.getByRole('radio', { name: /Накладений платіж/ })).toHaveCount(0);
  expect(posted).toBe(0);
});

test('photo picture: upload a real photo, price follows size and speed, order placed', async ({ page }) => {
  await page.goto('/photo-picture');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ваше фото — ваша картина');
  const total = page.getByTestId('photo-total');
  await expect(total).toHaveText(formatUah(photoPictureUnitPrice('40x50', 'classic', 'standart')));

  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/server/image-upload'));
  await page.getByLabel('Оберіть фото').setInputFiles({
    name: 'family.png',
    mimeType: 'image/png',
    buffer: pngImage(120, 150),
  });
  expect((await uploaded).status()).toBe(201);
  await expect(page.getByText('Фото «family.png» завантажено')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ваше фото в рамці обраного розміру' })).toBeVisible();

  await page.getByRole('radio', { name: /^50×70/ }).check();
  await expect(total).toHaveText(formatUah(photoPictureUnitPrice('50x70', 'classic', 'standart')));
  await page.getByRole('radio', { name: /Терміновий/ }).check();
  await expect(total).toHaveText(formatUah(photoPictureUnitPrice('50x70', 'classic', 'urgently')));
  await page.getByRole('radio', { name: /Преміум/ }).check();
  await page.getByRole('button', { name: 'Більше' }).click();
  const expected = photoPictureUnitPrice('50x70', 'premium', 'urgently') * 2;
  await expect(total).toHaveText(formatUah(expected));

  await fillContact(page);
  await pickBranch(page);
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/server/photo-orders'));
  await page.getByRole('button', { name: 'Замовити картину' }).click();
  const answer = await placed;
  expect(answer.status()).toBe(201);
  const order = (await answer.json()) as { id: number; total: number; resultType: string };
  expect(order).toMatchObject({ resultType: 'photo-picture', total: expected / 100 });
  const body = answer.request().postDataJSON() as { productsData: { imageUrl: string }[] };
  expect(body.productsData[0]?.imageUrl).toMatch(/^\/api\/server\/media\//);

  const dialog = page.getByRole('dialog', { name: 'Дякуємо! Ваше фото вже в майстерні' });
  await expect(dialog).toContainText(`Замовлення № ${order.id}`);
  await expect(dialog).toContainText('Майстерня працює у будні з 9:00 до 17:00.');
});

test('photo picture refuses a HEIC and a non-image before uploading', async ({ page }) => {
  await page.goto('/photo-picture');
  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/image-upload')) uploads++;
  });
  const input = page.getByLabel('Оберіть фото');
  await input.setInputFiles({ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: Buffer.from('heic') });
  await expect(page.getByText(/Конвертуйте його в JPEG/)).toBeVisible();
  await input.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
  await expect(page.getByText(/Цей формат не підходить/)).toBeVisible();
  expect(uploads).toBe(0);
});

test('the cart survives a reload; a stored cart of another version or unreadable is emptied', async ({
  page,
}) => {
  await page.goto('/catalog');
  await page
    .getByRole('button', { name: /^Купити: / })
    .first()
    .click();
  await expect(cartLink(page)).toHaveAccessibleName('Кошик, 1 товар');
  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Кошик, 1 товар');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('products_cart') ?? 'null'));
  expect(stored).toMatchObject({ version: 2, lines: [{ amount: 1 }] });

  await page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('products_cart') ?? '{}') as { lines: unknown[] };
    localStorage.setItem('products_cart', JSON.stringify({ version: 1, lines: cart.lines }));
  });
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Ваш кошик порожній' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Кошик, порожній');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('products_cart')))
    .toBe(JSON.stringify({ version: 2, lines: [] }));

  await page.evaluate(() => localStorage.setItem('products_cart', '{"version":2,"lines":[oops'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ваш кошик порожній' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Перейти до каталогу' })).toHaveAttribute('href', '/catalog');
});

test('another tab sees the cart change (storage event)', async ({ page, context, request }) => {
  const [first] = await buyableProducts(request);
  await seedCart(page, [{ product: first as ApiProduct, amount: 1 }]);
  await page.goto('/cart');
  const other = await context.newPage();
  await other.goto('/');
  await expect(cartLink(other)).toHaveAccessibleName('Кошик, 1 товар');
  await page.getByRole('button', { name: `Збільшити кількість: ${first?.name.ua}` }).click();
  await expect(cartLink(other)).toHaveAccessibleName('Кошик, 2 товари');
});

test('/cart with lines and /photo-picture have no serious accessibility violations', async ({
  page,
  request,
}) => {
  const [a, b] = await buyableProducts(request);
  await seedCart(page, [
    { product: a as ApiProduct, amount: 2 },
    { product: b as ApiProduct, amount: 1 },
  ]);
  await page.goto('/cart');
  await expect(page.getByRole('button', { name: 'Підтвердити замовлення' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/photo-picture');
  await expect(page.getByRole('button', { name: 'Замовити картину' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
