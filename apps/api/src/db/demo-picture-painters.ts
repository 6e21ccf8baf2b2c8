import sharp from 'sharp';
import { generateSeedProducts, paintProductSvg, paintWorkSvg, seedClientWorks } from './seed-data';

/**
 * What a demo picture key looks like and how its picture is drawn. Drawing is CPU work (the
 * SVG is composed in JavaScript, then rasterised), so it runs in a worker thread
 * (picture-worker.ts), never on the event loop that answers requests.
 */
export const demoProductPictureKey = (article: string) => `products/${article.toLowerCase()}-1.webp`;
export const demoWorkPictureKey = (position: number) => `client-works/work-${position}.webp`;
/**
 * A paint-by-numbers product's picture shows the kit as a box does: half painted, the other
 * corner blank canvas with outlines and numbers. Its kit is painted from the art alone, drawn
 * under this key; from the picture, the blank corner became the kit's biggest paint (issue #48).
 */
export const demoKitArtKey = (article: string) => `products/${article.toLowerCase()}-art.webp`;

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

let kitArt: Map<string, { key: string; paint: () => string }> | undefined;
/** The kit art of each numbered product picture, by the picture's key. Never drawn ahead. */
function demoKitArt(): Map<string, { key: string; paint: () => string }> {
  if (!kitArt) {
    kitArt = new Map();
    for (const p of generateSeedProducts())
      if (p.categoryPath[0] === 'picture-by-numbers')
        kitArt.set(demoProductPictureKey(p.article), {
          key: demoKitArtKey(p.article),
          paint: () => paintProductSvg(p, { numbered: false }),
        });
  }
  return kitArt;
}

let artPainters: Map<string, () => string> | undefined;
function painterOf(key: string): (() => string) | undefined {
  artPainters ??= new Map([...demoKitArt().values()].map((art) => [art.key, art.paint]));
  return demoPainters().get(key) ?? artPainters.get(key);
}

export const isDemoPictureKey = (key: string) => painterOf(key) !== undefined;

/** The key a catalogue kit is painted from: its picture's art when it has one, else the picture. */
export const demoKitPictureKey = (pictureKey: string): string =>
  demoKitArt().get(pictureKey)?.key ?? pictureKey;

/** The webp bytes of a demo picture, or null for a key that is not one. */
export async function drawDemoPicture(key: string): Promise<Buffer | null> {
  const paint = painterOf(key);
  if (!paint) return null;
  return sharp(Buffer.from(paint())).resize(800, 1000, { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
}

/**
 * A quick stand-in for a demo picture not drawn yet: the same scene without the painterly
 * filter (its noise and lighting are most of the seconds a picture takes), ~0.1–0.8 s instead
 * of 2–5 s. A fresh shop shows it at once while the real picture is drawn in the background.
 */
export async function drawDemoSketch(key: string): Promise<Buffer | null> {
  const paint = painterOf(key);
  if (!paint) return null;
  const plain = paint().replace(/ filter="url\(#[^)]+\)"/g, '');
  return sharp(Buffer.from(plain)).resize(800, 1000, { fit: 'cover' }).webp({ quality: 70 }).toBuffer();
}
