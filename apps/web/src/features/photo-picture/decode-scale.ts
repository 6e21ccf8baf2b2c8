import { photoPxPerCm } from '@kartyna/domain';
import type { PreviewOptions, PreviewSource } from './preview-protocol';

/**
 * Photo pixels a canvas cm that the shopper's own file is read at: twice the preview's grid
 * (1 px a mm), and above the 15 that rate a photo good, so a phone's 12 MP photo is decoded at
 * about 1000 px wide (0.2-0.5 s less of reading it and 0.3-0.4 s less of resampling it in the
 * worker, issue #46), yet refused, rated and painted as the whole photo would be. The stored
 * upload, the workshop's pixels, is read whole, and its preview replaces this one.
 */
export const localPxPerCm = 20;

/** The share of the (EXIF-turned) photo's pixels that a run is made from: 1 for all of them. */
export function decodeScale(
  kind: PreviewSource['kind'],
  photo: { width: number; height: number },
  options: Pick<PreviewOptions, 'widthCm' | 'heightCm' | 'crop'>,
): number {
  if (kind === 'stored') return 1;
  return Math.min(1, localPxPerCm / photoPxPerCm(photo, options, options.crop));
}
