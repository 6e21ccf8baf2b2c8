import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

// The generator's sample photos (licences in that folder's README) serve the journeys too:
// one copy in the repository. They are small (512 px), and a 40×50 canvas takes 600 px, so a
// journey scales one up to a phone photo's size, as a shopper would send it.
const photos = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/paint-by-numbers/test-photos',
);

/** A real photo as a JPEG of the given size (covering it, like a phone camera's frame). */
export async function realPhoto(name: string, width: number, height: number): Promise<Buffer> {
  return sharp(join(photos, name)).resize(width, height, { fit: 'cover' }).jpeg({ quality: 88 }).toBuffer();
}

/** A photo of one colour and the finest noise: too plain to paint by numbers. */
export async function plainPhoto(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#7a8b99' } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export const previewOf = (page: Page) => page.getByTestId('photo-preview');

/**
 * Waits for the preview made from the stored upload (the workshop's pixels), with `colours`
 * paints; answers its region count.
 */
export async function storedPreview(page: Page, colours: number): Promise<number> {
  const preview = previewOf(page);
  await expect(preview).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(preview).toHaveAttribute('data-source', 'stored', { timeout: 30_000 });
  await expect(preview).toHaveAttribute('data-colours', String(colours), { timeout: 30_000 });
  await expect(preview).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  return Number(await preview.getAttribute('data-regions'));
}

/** Records every state and progress text the preview shows, from before the photo is chosen. */
export async function watchPreview(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: string[] = [];
    const stageWrites: [string, string][] = [];
    Object.assign(window, { previewLog: log, stageWrites });
    new MutationObserver((records) => {
      // Each write of the progress bar's words: what they were and what they became.
      for (const r of records)
        if (r.type === 'childList' && (r.target as Element).id === 'photo-preview-stage')
          stageWrites.push([r.removedNodes[0]?.textContent ?? '', r.addedNodes[0]?.textContent ?? '']);
      const el = document.querySelector('[data-testid="photo-preview"]');
      if (!el) return;
      const entry = `${el.getAttribute('data-state')}|${el.querySelector('progress')?.parentElement?.textContent ?? ''}`;
      if (log[log.length - 1] !== entry) log.push(entry);
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

export const previewLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { previewLog: string[] }).previewLog);

/** Each time the progress bar's words were written: [before, after]. */
export const stageWrites = (page: Page) =>
  page.evaluate(() => (window as unknown as { stageWrites: [string, string][] }).stageWrites);
