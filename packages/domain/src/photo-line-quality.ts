import type { PhotoOrientation, PhotoSize } from './enums';
import { photoCanvasCm } from './photo-pricing';
import { photoPxPerCm, photoQuality, type PhotoPixels, type PhotoQuality } from './photo-quality';
import type { PhotoCrop } from './schemas/photo-order';

/** Every answer of photoQuality, for the schemas that carry one. */
export const photoQualities = ['good', 'small', 'too-small'] as const satisfies readonly PhotoQuality[];

/** What a photo order line asks of its photo: the canvas it is painted on and the shopper's framing. */
export interface PhotoLineFraming {
  size: PhotoSize;
  orientation: PhotoOrientation;
  /** null or absent: the centre crop */
  crop?: PhotoCrop | null;
}

/**
 * The quality of one ordered picture's photo: the stored (EXIF-oriented) photo's pixels over the
 * canvas the line was ordered at. The order's refusal and the staff's note both ask here, so the
 * two never disagree about the same line.
 */
export function photoLineQuality(photo: PhotoPixels, line: PhotoLineFraming): PhotoQuality {
  const canvas = photoCanvasCm(line.size, line.orientation);
  return photoQuality(photoPxPerCm(photo, canvas, line.crop ?? undefined));
}
