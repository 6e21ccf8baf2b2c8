import { expect, test } from '@playwright/test';
import { formatUah, photoPictureUnitPrice } from '@kartyna/domain';
import { fillContact, pickBranch } from './support/checkout-kit';
import { previewOf, realPhoto, storedPreview } from './support/photo-kit';
import { holdClock, installClock, scriptsContaining } from './support/quiet-kit';

test('photo picture: upload a real photo, price follows size and speed, order placed', async ({ page }) => {
  await page.goto('/photo-picture');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ваше фото — ваша картина');
  const total = page.getByTestId('photo-total');
  await expect(total).toHaveText(formatUah(photoPictureUnitPrice('40x50', 'classic', 'standart')));

  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/server/image-upload'));
  await page.getByLabel('Оберіть фото').setInputFiles({
    name: 'family.jpg',
    mimeType: 'image/jpeg',
    buffer: await realPhoto('coffee.png', 1500, 1000),
  });
  expect((await uploaded).status()).toBe(201);
  await expect(page.getByText('Фото «family.jpg» завантажено')).toBeVisible();
  // A landscape photo is framed landscape; the painted preview shows once the stored copy is painted.
  await storedPreview(page, 24);
  await expect(page.getByRole('radio', { name: 'Горизонтальна' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('img', { name: 'Ваше фото, розфарбоване фарбами набору' })).toBeVisible();
  await page.getByRole('radio', { name: 'Фото' }).click();
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
  await expect(previewOf(page)).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/server/photo-orders'));
  await page.getByRole('button', { name: 'Замовити картину' }).click();
  const answer = await placed;
  expect(answer.status()).toBe(201);
  const order = (await answer.json()) as { id: number; total: number; resultType: string };
  expect(order).toMatchObject({ resultType: 'photo-picture', total: expected / 100 });
  const body = answer.request().postDataJSON() as { productsData: { imageUrl: string }[] };
  expect(body.productsData[0]?.imageUrl).toMatch(/^\/api\/server\/media\//);
  expect(body.productsData[0]).toMatchObject({ orientation: 'landscape', seed: 1 });

  const dialog = page.getByRole('dialog', { name: 'Дякуємо! Ваше фото вже в майстерні' });
  await expect(dialog).toContainText(`Замовлення Ф-${order.id}`);
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
  await expect(page.getByText(/конвертуйте фото в JPEG/)).toBeVisible();
  await input.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
  await expect(page.getByText(/Цей формат не підходить/)).toBeVisible();
  expect(uploads).toBe(0);
});

test('a HEIC the browser can decode is sent as a JPEG and previewed', async ({ page }) => {
  // Chromium has no HEIC decoder; a file named and typed HEIC whose bytes it can decode takes the
  // path Safari takes with a real one: decoded in the browser, uploaded as JPEG.
  await page.goto('/photo-picture');
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/server/image-upload'));
  await page.getByLabel('Оберіть фото').setInputFiles({
    name: 'IMG_0002.HEIC',
    mimeType: 'image/heic',
    buffer: await realPhoto('astronaut.png', 900, 1200),
  });
  // The API takes JPEG, PNG and WebP only, by content: a 201 is the browser's JPEG.
  expect((await uploaded).status()).toBe(201);
  await expect(page.getByText('Фото «IMG_0002.jpg» завантажено')).toBeVisible();
  await storedPreview(page, 24);
});

test("the order's schema loads once the shopper starts on the order, not on a first visit's idle", async ({
  page,
}) => {
  // zod and the order's schema (~30 kB gz) evaluated at idle were a long task on every first
  // visit (issue #26); they now wait for a focused field or a chosen photo.
  const schemaChunks = scriptsContaining(page, 'ZodError');
  await installClock(page);
  await page.goto('/photo-picture', { waitUntil: 'networkidle' });
  await holdClock(page);
  // Past the idle preload's 3 s ceiling, which the checkout page still uses.
  await page.clock.runFor(4_000);
  expect(await schemaChunks.settled()).toEqual([]);
  await page.clock.resume();

  await page.getByLabel('Прізвище', { exact: true }).focus();
  await expect.poll(() => schemaChunks.urls.length).toBeGreaterThan(0);
  // The schema answers: an empty order is refused field by field.
  await page.getByRole('button', { name: 'Замовити картину' }).click();
  await expect(page.getByLabel('Прізвище', { exact: true })).toHaveAttribute('aria-invalid', 'true');
});

test('the studio (framing, live preview) loads once the shopper touches the photo step', async ({ page }) => {
  // The studio's code is half of the photo feature's own JavaScript; a first visit that only
  // reads the page never fetches it (issue #26).
  const studioChunks = scriptsContaining(page, 'photo-preview-stage');
  await installClock(page);
  await page.goto('/photo-picture', { waitUntil: 'networkidle' });
  await holdClock(page);
  await page.clock.runFor(4_000);
  expect(await studioChunks.settled()).toEqual([]);
  await page.clock.resume();

  await page.getByLabel('Оберіть фото').setInputFiles({
    name: 'garden.jpg',
    mimeType: 'image/jpeg',
    buffer: await realPhoto('coffee.png', 1200, 900),
  });
  await expect.poll(() => studioChunks.urls.length).toBeGreaterThan(0);
  await expect(previewOf(page)).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'Ваше фото, розфарбоване фарбами набору' })).toBeVisible();
});

test("when the studio's code cannot come, the photo shows still and the order goes on", async ({ page }) => {
  // A dropped connection at the wrong moment: every script holding the studio fails to load.
  let refused = 0;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes('photo-preview-stage')) return route.fulfill({ response, body });
    refused += 1;
    await route.abort('connectionreset');
  });
  await page.goto('/photo-picture');
  await page.getByLabel('Оберіть фото').setInputFiles({
    name: 'porch.jpg',
    mimeType: 'image/jpeg',
    buffer: await realPhoto('coffee.png', 1200, 900),
  });
  await expect(page.getByText('Фото «porch.jpg» завантажено')).toBeVisible();
  await expect.poll(() => refused).toBeGreaterThan(0);
  // Past the moment the failed load is known: the photo that stood in for the studio stays.
  await page.waitForTimeout(500);
  const still = page.getByRole('img', { name: 'Ваше фото в рамці обраного розміру' });
  await expect(still).toBeVisible();
  expect(await still.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await expect(page.getByRole('img', { name: 'Ваше фото, розфарбоване фарбами набору' })).toHaveCount(0);

  await fillContact(page);
  await pickBranch(page);
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/server/photo-orders'));
  await page.getByRole('button', { name: 'Замовити картину' }).click();
  expect((await placed).status()).toBe(201);
  await expect(page.getByRole('dialog', { name: 'Дякуємо! Ваше фото вже в майстерні' })).toBeVisible();
});
