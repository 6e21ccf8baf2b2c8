import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { staffPage } from './support/admin-kit';
import { expectNoSeriousA11yViolations } from './support/axe';
import { acceptCookies } from './support/catalog-kit';
import { fillContact, pickBranch } from './support/checkout-kit';
import {
  previewLog,
  previewOf,
  realPhoto,
  stageWrites,
  storedPreview,
  watchPreview,
} from './support/photo-kit';

// Issue #16: the live paint-by-numbers preview at 390 px with touch. The generator runs in a
// Web Worker on the shopper's photo, then again on the stored upload, and the order carries the
// framing the shopper chose.

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await watchPreview(page);
});

test.skip(({ viewport }) => (viewport?.width ?? 0) > 800, 'phone layout only');

test('a real photo becomes a painted preview and a numbered outline; size, kit and framing go with the order; staff download that very template', async ({
  page,
  browser,
}, testInfo) => {
  // The workshop's template is made after the order, on the API's picture workers.
  test.setTimeout(180_000);
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.text().catch(() => ''));
  });
  const workerScripts: string[] = [];
  page.on('worker', (w) => workerScripts.push(w.url()));
  await page.goto('/photo-picture', { waitUntil: 'networkidle' });
  // The generator's code is not part of the page: it comes with the worker, once a photo is chosen.
  expect(workerScripts).toHaveLength(0);
  expect((await Promise.all(scripts)).some((code) => code.includes('photo_too_plain'))).toBe(false);

  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/server/image-upload'));
  await page.getByLabel('Оберіть фото').setInputFiles({
    name: 'astronaut.jpg',
    mimeType: 'image/jpeg',
    buffer: await realPhoto('astronaut.png', 1400, 1400),
  });
  expect((await uploaded).status()).toBe(201);

  // The progress bar said what it was doing, in words; then the painted preview, of the stored upload.
  const classicRegions = await storedPreview(page, 24);
  expect(classicRegions).toBeGreaterThan(50);
  const log = await previewLog(page);
  expect(log.some((e) => e.startsWith('running|Готуємо картину: '))).toBe(true);
  expect(log.some((e) => /Підбираємо фарби|Шукаємо ділянки|Об'єднуємо|Креслимо|Ставимо номери/.test(e))).toBe(
    true,
  );
  // The words are written when the stage changes, never again the same (issue #46: each write
  // had the browser check the page's :has() rules).
  const writes = await stageWrites(page);
  expect(writes.length).toBeGreaterThan(0);
  expect(writes.filter(([before, after]) => before === after)).toEqual([]);
  expect(workerScripts.length).toBeGreaterThan(0);
  expect((await Promise.all(scripts)).some((code) => code.includes('photo_too_plain'))).toBe(true);

  const preview = previewOf(page);
  await expect(page.getByRole('img', { name: 'Ваше фото, розфарбоване фарбами набору' })).toBeVisible();
  const summary = page.getByTestId('photo-kit-summary');
  await expect(summary).toContainText(
    new RegExp(`24 кольори, ${classicRegions.toLocaleString('uk-UA')} ділян`),
  );
  await expect(page.getByRole('region', { name: 'Фарби набору' }).getByRole('listitem')).toHaveCount(24);

  // Before/after: the slider uncovers the photo under the painted picture.
  await page.getByRole('slider', { name: 'Порівняти з фото' }).fill('40');
  await expect(preview.locator('img')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('radio', { name: 'Контури' }).click();
  const outline = page.getByRole('img', { name: 'Полотно з контурами й номерами ділянок' });
  await expect(outline).toBeVisible();
  await expect.poll(() => outline.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Premium: 36 paints and finer regions; a bigger canvas, more regions again.
  await page.getByRole('radio', { name: /Преміум/ }).check();
  await expect(preview).toHaveAttribute('data-colours', '36', { timeout: 30_000 });
  await expect(preview).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const premiumRegions = Number(await preview.getAttribute('data-regions'));
  expect(premiumRegions).toBeGreaterThan(classicRegions);
  await expect(summary).toContainText('36 кольорів');
  await page.getByRole('radio', { name: /^50×70/ }).check();
  await expect
    .poll(async () => Number(await preview.getAttribute('data-regions')), { timeout: 30_000 })
    .not.toBe(premiumRegions);
  await expect(preview).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });

  // Framing: zoom in, then drag the photo to the left (the frame moves right).
  await page.getByRole('radio', { name: 'Фото' }).click();
  await page.getByRole('button', { name: 'Наблизити' }).click();
  await page.getByRole('button', { name: 'Наблизити' }).click();
  const frame = page.getByRole('group', { name: 'Кадр на полотні' });
  const box = await frame.boundingBox();
  if (!box) throw new Error('the frame is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 6 });
  await page.mouse.up();
  await frame.press('ArrowDown');
  await page.getByRole('radio', { name: 'Картина' }).click();
  await expect(preview).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });

  // What the shopper saw last, made from the stored upload: the workshop's template must be it.
  await expect(preview).toHaveAttribute('data-source', 'stored', { timeout: 30_000 });
  const seenColours = Number(await preview.getAttribute('data-colours'));
  const seenRegions = Number(await preview.getAttribute('data-regions'));

  await fillContact(page);
  await pickBranch(page);
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/server/photo-orders'));
  await page.getByRole('button', { name: 'Замовити картину' }).click();
  const answer = await placed;
  expect(answer.status()).toBe(201);
  const line = (answer.request().postDataJSON() as { productsData: Record<string, unknown>[] })
    .productsData[0];
  expect(line).toMatchObject({ complectation: 'premium', size: '50x70', orientation: 'portrait', seed: 1 });
  const crop = line?.crop as { x: number; y: number; width: number; height: number };
  // Zoomed 1.44×: a 50×70 frame of a square photo is 5/7 of its width at 1×.
  expect(crop.width).toBeCloseTo(5 / 7 / 1.44, 2);
  expect(crop.height).toBeCloseTo(1 / 1.44, 2);
  // Dragged left and arrowed down: the frame sits right of and below the centre.
  expect(crop.x + crop.width / 2).toBeGreaterThan(0.52);
  expect(crop.y + crop.height / 2).toBeGreaterThan(0.5);
  await expect(page.getByRole('dialog', { name: 'Дякуємо! Ваше фото вже в майстерні' })).toBeVisible();

  // Staff open the photo order in the back office once its template is made, and download it.
  const { id } = (await answer.json()) as { id: number };
  const staff = await staffPage(browser, testInfo);
  await staff.goto(`/admin#/photo-orders/${id}/show`);
  const panel = staff.getByRole('region', { name: 'Шаблон для друку' });
  await expect(panel.getByText('Готовий', { exact: true })).toBeVisible({ timeout: 150_000 });
  await expect(panel).toContainText(`Кольорів: ${seenColours} · Ділянок: ${seenRegions}`);
  await expect(panel).toContainText('кадр покупця');
  const download = staff.waitForEvent('download');
  await panel.getByRole('link', { name: 'Завантажити SVG' }).click();
  const svgFile = await download;
  expect(svgFile.suggestedFilename()).toMatch(new RegExp(`^photo-order-${id}-line-\\d+\\.svg$`));
  const svg = await readFile(await svgFile.path(), 'utf8');
  expect(svg).toMatch(/<svg[^>]+width="500mm" height="700mm"/);
  // One number in every region, and exactly the shopper's paints among them.
  const numbers = [...svg.matchAll(/<text[^>]*>(\d+)<\/text>/g)].map((m) => Number(m[1]));
  expect(numbers).toHaveLength(seenRegions);
  expect(new Set(numbers).size).toBe(seenColours);
  const pdf = staff.waitForEvent('download');
  await panel.getByRole('link', { name: 'Завантажити PDF' }).click();
  expect((await readFile(await (await pdf).path())).subarray(0, 5).toString()).toBe('%PDF-');
  await staff.context().close();
});
