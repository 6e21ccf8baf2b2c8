import sharp from 'sharp';
import type { FileStorage } from '../integrations/storage/file-storage';
import { generateSeedProducts, paintProductSvg, paintWorkSvg, seedClientWorks } from './seed-data';

/**
 * The demo catalogue's pictures are drawn, not downloaded. Rasterising all of them takes
 * minutes on a small machine, so the seed only records their keys; a picture is drawn the
 * first time anyone asks for it (or by the background pass after start) and kept in storage.
 */
export const demoProductPictureKey = (article: string) => `products/${article.toLowerCase()}-1.webp`;
export const demoWorkPictureKey = (position: number) => `client-works/work-${position}.webp`;

let painters: Map<string, () => string> | undefined;
function demoPainters(): Map<string, () => string> {
  if (!painters) {
    painters = new Map();
    for (const p of generateSeedProducts())
      painters.set(demoProductPictureKey(p.article), () => paintProductSvg(p));
    for (const w of seedClientWorks)
      painters.set(demoWorkPictureKey(w.position), () => paintWorkSvg(`work-${w.position}`, w.palette));
  }
  return painters;
}

export const isDemoPictureKey = (key: string) => demoPainters().has(key);

async function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(800, 1000, { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
}

/** Storage that draws a missing demo picture on first read; every other key passes through. */
export function withDemoPictures(storage: FileStorage): FileStorage {
  const inFlight = new Map<string, Promise<void>>();
  const draw = (key: string): Promise<void> => {
    let job = inFlight.get(key);
    if (!job) {
      const paint = demoPainters().get(key);
      job = (async () => {
        if (!paint || (await storage.exists(key))) return;
        await storage.put(key, await rasterise(paint()));
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, job);
    }
    return job;
  };
  return {
    put: (key, data) => storage.put(key, data),
    async exists(key) {
      return (await storage.exists(key)) || isDemoPictureKey(key);
    },
    async open(key) {
      const found = await storage.open(key);
      if (found || !isDemoPictureKey(key)) return found;
      await draw(key);
      return storage.open(key);
    },
  };
}

/**
 * After start, draw the pictures nobody has asked for yet, one at a time, so the first
 * shopper does not wait. Opening a key through withDemoPictures draws it when missing.
 */
export async function drawMissingDemoPictures(storage: FileStorage): Promise<void> {
  for (const key of demoPainters().keys()) {
    const file = await storage.open(key);
    file?.stream.destroy();
  }
}
