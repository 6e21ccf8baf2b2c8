import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies } from './support/catalog-kit';
import { previewOf, realPhoto } from './support/photo-kit';

// Issue #48: a text file renamed `.jpg` showed a broken-image icon and «Картина з'явиться тут за
// кілька секунд», the reason sitting below the fold. Now the frame itself says what happened and
// what to do, in view on a phone, and the chooser takes another file.

test.beforeEach(async ({ page }) => acceptCookies(page));
test.skip(({ viewport }) => (viewport?.width ?? 0) > 800, 'phone layout only');

const shots = join(process.cwd(), '..', '..', 'docs', 'screenshots');
const frame = (page: Page) => page.getByTestId('photo-frame');
const refusal = (page: Page) => frame(page).getByRole('alert');

async function choose(page: Page, name: string, buffer: Buffer) {
  const replace = page.getByLabel('Замінити фото');
  const input = (await replace.count()) ? replace : page.getByLabel('Оберіть фото');
  // The shopper scrolls to the chooser's button (under the frame) and taps it.
  await page.locator('#photo-step label.button').scrollIntoViewIfNeeded();
  await input.setInputFiles({ name, mimeType: 'image/jpeg', buffer });
}

test('a text file named .jpg is refused in the frame, in view, and another photo can be chosen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/image-upload')) uploads++;
  });
  await page.goto('/photo-picture');

  await choose(page, 'notes.jpg', Buffer.from('Купити фарби: охра, умбра, білила.\nПензлі № 2, 4.\n'));
  await expect(refusal(page)).toContainText('Файл «notes.jpg» не підійшов');
  await expect(refusal(page)).toContainText(
    'Цей файл — не зображення. Оберіть фото у форматі JPEG, PNG або WebP.',
  );
  await expect(refusal(page)).toBeInViewport({ ratio: 1 });
  await expect(refusal(page)).toBeFocused();
  // No broken image, no promise of a picture, no second copy of the reason under the chooser.
  await expect(page.locator('#photo-step img')).toHaveCount(0);
  await expect(page.getByText("Картина з'явиться тут за кілька секунд")).toHaveCount(0);
  await expect(page.locator('#photo-step').getByText('Цей файл — не зображення')).toHaveCount(1);
  // Its first bytes told it: nothing was sent.
  expect(uploads).toBe(0);

  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, 'photo-not-image-mobile.png') });
  await page.setViewportSize({ width: 1440, height: 900 });
  // The photo step from its heading down, under the sticky header.
  await page.locator('#photo-step').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect(refusal(page)).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: join(shots, 'photo-not-image-desktop.png'), scale: 'css' });
  await page.setViewportSize({ width: 390, height: 844 });

  // The chooser still takes a photo: the refusal goes and the preview comes.
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/server/image-upload'));
  await choose(page, 'cat.jpg', await realPhoto('chelsea.png', 960, 1200));
  expect((await uploaded).status()).toBe(201);
  await expect(refusal(page)).toHaveCount(0);
  await expect(previewOf(page)).toBeVisible();
  await expect(page.getByText('Фото «cat.jpg» завантажено')).toBeVisible();

  // A JPEG's first bytes with nothing of a picture after them: the browser cannot draw it.
  const photo = await realPhoto('chelsea.png', 960, 1200);
  const broken = Buffer.concat([photo.subarray(0, 20), Buffer.alloc(4000, 0x5a)]);
  await choose(page, 'broken.jpg', broken);
  await expect(refusal(page)).toContainText('Це фото не відкривається: файл пошкоджений');
  await expect(refusal(page)).toBeInViewport({ ratio: 1 });
  await expect(page.locator('#photo-step img')).toHaveCount(0);
  await expect(page.getByText('Фото «cat.jpg» завантажено')).toHaveCount(0);
});
