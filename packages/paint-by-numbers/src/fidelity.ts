import type { PhotoCrop } from '@kartyna/domain';
import { deltaE2000, rgbToLab } from './colour';
import { workingImage } from './generate';
import type { GeneratorResult, RgbaImage } from './types';

/**
 * How close the painted picture looks to the photo: the mean CIEDE2000 ΔE between the photo
 * averaged onto the working grid and the paint of each working pixel (≈ 1 is just noticeable,
 * under ~6 reads as "the same picture, painted").
 */
export function meanDeltaE(image: RgbaImage, result: GeneratorResult, crop?: PhotoCrop): number {
  const { width, height, data: map } = result.regionMap;
  const { lab } = workingImage(image, width, height, crop);
  const paintLab = new Float64Array(result.palette.length * 3 + 3);
  for (const c of result.palette) rgbToLab(c.rgb[0], c.rgb[1], c.rgb[2], paintLab, c.number * 3);
  let total = 0;
  for (let p = 0; p < map.length; p++) {
    const n = result.regions[map[p] ?? 0]?.colourNumber ?? 0;
    total += deltaE2000(
      lab[p * 3] ?? 0,
      lab[p * 3 + 1] ?? 0,
      lab[p * 3 + 2] ?? 0,
      paintLab[n * 3] ?? 0,
      paintLab[n * 3 + 1] ?? 0,
      paintLab[n * 3 + 2] ?? 0,
    );
  }
  return total / map.length;
}
