import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { previewOf, realPhoto } from './photo-kit';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The zoomable frame of the photo preview (painted picture and outline), its buttons and outline. */
export function viewerOf(page: Page) {
  const preview = previewOf(page);
  return {
    frame: preview.getByRole('group', { name: 'Перегляд: збільшуйте й пересувайте' }),
    zoomIn: preview.getByRole('button', { name: 'Збільшити перегляд' }),
    zoomOut: preview.getByRole('button', { name: 'Зменшити перегляд' }),
    fit: preview.getByRole('button', { name: 'Увесь кадр' }),
    outline: preview.getByRole('img', { name: 'Полотно з контурами й номерами ділянок' }),
  };
}

export const zoomOf = async (frame: Locator) => Number(await frame.getAttribute('data-zoom'));

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** A real photo on a 40×50 canvas, previewed and switched to the numbered outline. */
export async function openOutline(page: Page): Promise<void> {
  await page.goto('/photo-picture');
  await page.getByLabel('Оберіть фото').setInputFiles({
    name: 'astronaut.jpg',
    mimeType: 'image/jpeg',
    buffer: await realPhoto('astronaut.png', 1400, 1400),
  });
  await expect(previewOf(page)).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await page.getByRole('radio', { name: 'Контури' }).click();
  const { frame, outline } = viewerOf(page);
  await expect(frame).toHaveAttribute('data-zoom', '1');
  await expect.poll(() => outline.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await frame.scrollIntoViewIfNeeded();
}

/**
 * The outline's image is laid out (not only scaled) at `times` the frame's width: Chromium draws
 * an SVG <img> at its layout size, so only then are its lines and numbers sharp.
 */
export async function expectLaidOutAt(page: Page, times: number): Promise<void> {
  const { frame, outline } = viewerOf(page);
  await expect
    .poll(async () => {
      const frameWidth = await frame.evaluate((el) => el.clientWidth);
      const imgWidth = await outline.evaluate((img: HTMLImageElement) => img.offsetWidth);
      return imgWidth / frameWidth;
    })
    .toBeCloseTo(times, 1);
}

/** Where (as shares of the picture) the outline shows at a point on the page. */
export async function pictureShareAt(page: Page, point: { x: number; y: number }) {
  const box = await boxOf(viewerOf(page).outline);
  return { x: (point.x - box.x) / box.width, y: (point.y - box.y) / box.height };
}

/** The 2 mm numbers of a 400 mm wide canvas, in CSS px, as the outline is drawn now. */
export async function smallestNumberPx(page: Page): Promise<number> {
  return ((await boxOf(viewerOf(page).outline)).width / 400) * 2;
}

/** A screenshot for people to look at, when VIEWER_SHOTS names a folder. */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.VIEWER_SHOTS;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: join(dir, name) });
}
