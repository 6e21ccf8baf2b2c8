import {
  photoDetailByComplectation,
  photoDetailMinRegionSideMm,
  photoPaletteSize,
  photoPxPerCm,
  photoSizes,
  type PhotoComplectation,
} from '@kartyna/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  generatePaintByNumbers,
  meanDeltaE,
  orientCanvas,
  previewPxPerMm,
  printPxPerMm,
  type GeneratorResult,
  type RgbaImage,
} from './index';
import { loadPhoto, loadPhotoAt, photoNames } from './test/photos';

// Photos as people have them, far under the 15 px a cm the workshop recommends: the samples at
// their published 300–512 px and a 741 × 500 picture from a messenger. On 40×50 a pixel of theirs
// covers 0.8–1.3 mm of canvas; enlarged smoothly they still make a painting with the kit's colours.
const kits = ['classic', 'premium'] as const;
// The same targets as for big photos (generate.test.ts): the painting against the enlarged photo.
const fidelityTarget = { classic: 8, premium: 6 };
const resolutions = [previewPxPerMm, printPxPerMm];
const messenger = 'a 741 × 500 messenger photo';
const labels = [...photoNames.map((name) => `${name} as published`), messenger];
const cases = new Map<string, RgbaImage>();

beforeAll(async () => {
  for (const name of photoNames) cases.set(`${name} as published`, await loadPhoto(name));
  cases.set(messenger, await loadPhotoAt('rocket.jpg', 741, 500));
});

function paint(
  image: RgbaImage,
  sideA: number,
  sideB: number,
  kit: PhotoComplectation,
  pxPerMm: number,
): GeneratorResult {
  const canvas = orientCanvas(image.width, image.height, sideA, sideB);
  return generatePaintByNumbers(image, {
    ...canvas,
    colours: photoPaletteSize[kit],
    detail: photoDetailByComplectation[kit],
    seed: 1,
    pxPerMm,
  });
}

/**
 * What every small photo's painting must be: the kit's paints, hundreds of regions none under the
 * detail level's square, every number fitting, colours close to the photo's.
 */
function expectPainting(image: RgbaImage, result: GeneratorResult, kit: PhotoComplectation): void {
  const side = photoDetailMinRegionSideMm[photoDetailByComplectation[kit]];
  expect(result.palette).toHaveLength(photoPaletteSize[kit]);
  expect(result.stats.regionCount).toBeGreaterThanOrEqual(200);
  expect(result.stats.labelsFitShare).toBe(1);
  expect(result.stats.smallestRegionMm2).toBeGreaterThanOrEqual(side * side);
  expect(meanDeltaE(image, result)).toBeLessThanOrEqual(fidelityTarget[kit]);
}

describe.each(labels)('%s on a 40×50 canvas', (label) => {
  describe.each(resolutions)('at %i px/mm', (pxPerMm) => {
    it.each(kits)('%s kit: a painting, told it is a small photo', (kit) => {
      const image = cases.get(label) as RgbaImage;
      const result = paint(image, 40, 50, kit, pxPerMm);
      expectPainting(image, result, kit);
      expect(result.stats.photoQuality).toBe('small');
      // The very number the browser and the API work out for the note.
      expect(result.stats.photoPxPerCm).toBe(
        photoPxPerCm(image, orientCanvas(image.width, image.height, 40, 50)),
      );
    });
  });
});

describe('the largest canvas and every size', () => {
  it('paints a 300 × 451 photo on 100×80', async () => {
    const image = await loadPhotoAt('astronaut.png', 300, 451);
    const result = paint(image, 100, 80, 'classic', previewPxPerMm);
    expectPainting(image, result, 'classic');
    expect(result.stats.photoQuality).toBe('small');
  });

  it('paints a 1280 px messenger photo at every size, good or small', async () => {
    const image = await loadPhotoAt('rocket.jpg', 1280, 854);
    const seen = new Set<string>();
    for (const [i, size] of photoSizes.entries()) {
      const [a = 0, b = 0] = size.split('x').map(Number);
      const kit = kits[i % 2] ?? 'classic';
      const result = paint(image, a, b, kit, previewPxPerMm);
      expectPainting(image, result, kit);
      seen.add(result.stats.photoQuality);
    }
    // The small sizes get the recommended pixels from it, the big ones not.
    expect([...seen].sort()).toEqual(['good', 'small']);
  });
});
