// Test-only: decodes the sample photos with sharp (Node). The generator itself never sees a file.
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { RgbaImage } from '../types';

export const photoNames = ['astronaut.png', 'chelsea.png', 'coffee.png', 'rocket.jpg'] as const;
export type PhotoName = (typeof photoNames)[number];

export function photoPath(name: PhotoName): string {
  return fileURLToPath(new URL(`../../test-photos/${name}`, import.meta.url));
}

/**
 * The sample photo as RGBA. `shortSide` scales it (Lanczos) so its short side has that many
 * pixels: the samples are 300–512 px, a customer's phone photo is 3000 or more.
 */
export async function loadPhoto(name: PhotoName, shortSide?: number): Promise<RgbaImage> {
  let pipeline = sharp(photoPath(name)).ensureAlpha();
  if (shortSide) {
    const meta = await sharp(photoPath(name)).metadata();
    const scale = shortSide / Math.min(meta.width ?? 1, meta.height ?? 1);
    pipeline = pipeline.resize(
      Math.round((meta.width ?? 1) * scale),
      Math.round((meta.height ?? 1) * scale),
      {
        kernel: 'lanczos3',
      },
    );
  }
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
  };
}

/**
 * The sample photo scaled and cut (sharp's `cover`, Lanczos) to exactly `width` × `height`, as a
 * messenger or an old phone would send it: 741 × 500, 300 × 451, 1280 × 854.
 */
export async function loadPhotoAt(name: PhotoName, width: number, height: number): Promise<RgbaImage> {
  const { data, info } = await sharp(photoPath(name))
    .ensureAlpha()
    .resize(width, height, { fit: 'cover', kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
  };
}
