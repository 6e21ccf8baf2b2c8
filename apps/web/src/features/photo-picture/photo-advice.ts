import {
  minPaintableShortSidePx,
  photoCanvasCm,
  photoPxPerCm,
  photoQuality,
  photoSizes,
  recommendedShortSidePx,
  type PhotoOrientation,
  type PhotoQuality,
  type PhotoSize,
} from '@kartyna/domain';
import type { PhotoSize as PhotoPixels } from './photo-crop';

/** What the page tells the shopper about their photo at the chosen size, and what they can do. */
export type PhotoAdvice =
  | { quality: 'good' }
  /** Paintable, fine details simplified; `recommendedPx` is what the workshop recommends. */
  | { quality: 'small'; recommendedPx: number }
  /**
   * Refused: `minPx` is the fewest pixels the short side needs at this size; `fitsSize`, the largest
   * other size the whole photo does paint at (null when none does: only a bigger photo helps).
   */
  | { quality: 'too-small'; minPx: number; fitsSize: PhotoSize | null };

const area = (size: PhotoSize) =>
  size
    .split('x')
    .map(Number)
    .reduce((a, b) => a * b, 1);

/** The whole photo's quality on a size (the zoom can only lower it). */
function wholePhotoQuality(photo: PhotoPixels, size: PhotoSize, orientation: PhotoOrientation): PhotoQuality {
  return photoQuality(photoPxPerCm(photo, photoCanvasCm(size, orientation)));
}

/**
 * Advice for the photo as framed. A refusal never names the size already chosen, nor a zoom: the
 * framing cannot zoom past what paints (`maxZoom`), so only the size or the photo can change.
 */
export function photoAdvice(
  photo: PhotoPixels,
  size: PhotoSize,
  orientation: PhotoOrientation,
  quality: PhotoQuality,
): PhotoAdvice {
  const canvas = photoCanvasCm(size, orientation);
  if (quality === 'good') return { quality };
  if (quality === 'small') return { quality, recommendedPx: recommendedShortSidePx(canvas) };
  const fitting = photoSizes
    .filter((s) => s !== size && wholePhotoQuality(photo, s, orientation) !== 'too-small')
    .sort((a, b) => area(b) - area(a));
  return { quality, minPx: minPaintableShortSidePx(canvas), fitsSize: fitting[0] ?? null };
}
