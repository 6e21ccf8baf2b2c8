/**
 * The generator's photo limits, for the framing on the main thread (importing them from
 * `@kartyna/paint-by-numbers` would pull the generator into the page's first JavaScript; the
 * worker loads it later). `preview-limits.test.ts` fails if they drift from generate.ts.
 */
export const minPhotoPxPerCm = 15;
export const minCropShare = 0.8;

/** Pixels a photo's (or crop's) short side needs for a canvas, as the generator counts them. */
export function minShortSidePx(widthCm: number, heightCm: number): number {
  return Math.ceil(Math.min(widthCm, heightCm) * minPhotoPxPerCm);
}
