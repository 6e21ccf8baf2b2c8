import { photoDetailMinRegionSideMm } from './photo-pricing';
import type { PhotoCrop } from './schemas/photo-order';

/**
 * What a photo gives the painter, decided by how much canvas one of its pixels covers, not by a
 * pixel count: the browser's preview, the order's checks, the workshop's template and the staff's
 * note all use these, so a photo the preview took is never refused later.
 */

/**
 * The workshop recommends this many photo pixels per cm of canvas (600 px across 40 cm): finer than
 * the finest region, so every detail a region can show comes from the photo. Below it the preview
 * still paints; small details are simplified, and the shopper and staff are told so.
 */
export const photoRecommendedPxPerCm = 15;

/**
 * One photo pixel may cover at most the side of the finest region (3 mm). Past that, every region
 * a painter fills is a blown-up photo pixel: the canvas would be a mosaic of squares, not a picture.
 */
export const photoMaxPixelMm = photoDetailMinRegionSideMm.high;

export type PhotoQuality = 'good' | 'small' | 'too-small';

export interface PhotoPixels {
  width: number;
  height: number;
}

export interface CanvasCm {
  widthCm: number;
  heightCm: number;
}

/**
 * The part of the photo that is painted, in photo pixels: the shopper's crop (fractions of the
 * photo) or the whole photo, narrowed about its centre to the canvas's exact proportions
 * (`target` = width / height), so a crop rounded on its way through JSON still fills the canvas
 * without stretching. Whole photo pixels, rounded the same way in the browser and on the server.
 */
export function paintedArea(
  image: PhotoPixels,
  target: number,
  crop?: PhotoCrop,
): { x0: number; y0: number; cropW: number; cropH: number } {
  const left = crop ? Math.min(Math.max(Math.round(crop.x * image.width), 0), image.width - 1) : 0;
  const top = crop ? Math.min(Math.max(Math.round(crop.y * image.height), 0), image.height - 1) : 0;
  const areaW = crop
    ? Math.max(1, Math.min(Math.round(crop.width * image.width), image.width - left))
    : image.width;
  const areaH = crop
    ? Math.max(1, Math.min(Math.round(crop.height * image.height), image.height - top))
    : image.height;
  let cropW = areaW;
  let cropH = areaH;
  if (areaW / areaH > target) cropW = areaH * target;
  else cropH = areaW / target;
  return { x0: left + (areaW - cropW) / 2, y0: top + (areaH - cropH) / 2, cropW, cropH };
}

/** Photo pixels per cm of canvas in the painted part (the same across and down). */
export function photoPxPerCm(photo: PhotoPixels, canvas: CanvasCm, crop?: PhotoCrop): number {
  const { cropW } = paintedArea(photo, canvas.widthCm / canvas.heightCm, crop);
  return cropW / canvas.widthCm;
}

/** good: as the workshop recommends; small: paintable, fine details simplified; too-small: refused. */
export function photoQuality(pxPerCm: number): PhotoQuality {
  if (pxPerCm >= photoRecommendedPxPerCm) return 'good';
  return pxPerCm * photoMaxPixelMm >= 10 ? 'small' : 'too-small';
}

/** The fewest pixels the painted part's short side needs on this canvas (134 px for 40 cm). */
export function minPaintableShortSidePx(canvas: CanvasCm): number {
  return Math.ceil((Math.min(canvas.widthCm, canvas.heightCm) * 10) / photoMaxPixelMm);
}

/** The short side the workshop recommends for this canvas (600 px for 40 cm). */
export function recommendedShortSidePx(canvas: CanvasCm): number {
  return Math.ceil(Math.min(canvas.widthCm, canvas.heightCm) * photoRecommendedPxPerCm);
}
