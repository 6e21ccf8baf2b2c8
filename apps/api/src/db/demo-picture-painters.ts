import sharp from 'sharp';
import { generateSeedProducts, paintProductSvg, paintWorkSvg, seedClientWorks } from './seed-data';

/**
 * What a demo picture key looks like and how its picture is drawn. Drawing is CPU work (the
 * SVG is composed in JavaScript, then rasterised), so it runs in a worker thread
 * (picture-worker.ts), never on the event loop that answers requests.
 */
export const demoProductPictureKey = (article: string) => `products/${article.toLowerCase()}-1.webp`;
export const demoWorkPictureKey = (position: number) => `client-works/work-${position}.webp`;

let painters: Map<string, () => string> | undefined;
export function demoPainters(): Map<string, () => string> {
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

/** The webp bytes of a demo picture, or null for a key that is not one. */
export async function drawDemoPicture(key: string): Promise<Buffer | null> {
  const paint = demoPainters().get(key);
  if (!paint) return null;
  return sharp(Buffer.from(paint())).resize(800, 1000, { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
}

/**
 * A quick stand-in for a demo picture not drawn yet: the same scene without the painterly
 * filter (its noise and lighting are most of the seconds a picture takes), ~0.1–0.8 s instead
 * of 2–5 s. A fresh shop shows it at once while the real picture is drawn in the background.
 */
export async function drawDemoSketch(key: string): Promise<Buffer | null> {
  const paint = demoPainters().get(key);
  if (!paint) return null;
  const plain = paint().replace(/ filter="url\(#[^)]+\)"/g, '');
  return sharp(Buffer.from(plain)).resize(800, 1000, { fit: 'cover' }).webp({ quality: 70 }).toBuffer();
}
