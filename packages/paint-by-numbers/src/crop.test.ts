import { photoPaletteSize } from '@kartyna/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { generatePaintByNumbers, PhotoRejectedError, type RgbaImage } from './index';
import { loadPhoto } from './test/photos';

/** The pixels of a rectangle of the photo, copied out by hand. */
function cut(image: RgbaImage, x: number, y: number, width: number, height: number): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row++)
    data.set(
      image.data.subarray(((y + row) * image.width + x) * 4, ((y + row) * image.width + x + width) * 4),
      row * width * 4,
    );
  return { width, height, data };
}

const options = {
  widthCm: 40,
  heightCm: 50,
  colours: photoPaletteSize.classic,
  detail: 'medium',
  seed: 1,
} as const;
let photo: RgbaImage;

beforeAll(async () => {
  photo = await loadPhoto('astronaut.png', 1200);
});

describe('the shopper’s crop', () => {
  it('paints exactly the framed part: a crop gives the template of that part cut out by hand', () => {
    // A 4:5 window in the lower right of the photo, on whole pixels.
    const w = Math.floor((photo.width * 0.6) / 4) * 4;
    const h = (w / 4) * 5;
    const x = photo.width - w;
    const y = photo.height - h;
    const framed = generatePaintByNumbers(photo, {
      ...options,
      crop: { x: x / photo.width, y: y / photo.height, width: w / photo.width, height: h / photo.height },
    });
    const byHand = generatePaintByNumbers(cut(photo, x, y, w, h), options);
    expect(framed.svg).toBe(byHand.svg);
    expect(framed.palette).toEqual(byHand.palette);
    const centred = generatePaintByNumbers(photo, options);
    expect(centred.svg).not.toBe(framed.svg);
  });

  it('narrows a crop of the wrong proportions about its centre instead of stretching it', () => {
    const whole = generatePaintByNumbers(photo, options);
    const fullCrop = generatePaintByNumbers(photo, { ...options, crop: { x: 0, y: 0, width: 1, height: 1 } });
    expect(fullCrop.svg).toBe(whole.svg);
  });

  it('takes a crop that zooms in far, telling it is small', () => {
    expect(generatePaintByNumbers(photo, options).stats.photoQuality).toBe('good');
    // 0.2 of 1200 px is 240 px across 40 cm: 6 px a cm, under the recommended 15.
    const zoomed = { x: 0.2, y: 0.1, width: 0.2, height: 0.25 };
    const result = generatePaintByNumbers(photo, { ...options, crop: zoomed });
    expect(result.stats.photoQuality).toBe('small');
    expect(result.stats.photoPxPerCm).toBe(6);
    expect(result.palette).toHaveLength(options.colours);
  });

  it('refuses a crop too small to paint at the canvas size, naming the pixels it needs', () => {
    // 1200 px photo: a 0.1 crop is 120 px across 40 cm, 3.3 mm a photo pixel (at most 3 mm).
    const tiny = { x: 0.4, y: 0.4, width: 0.1, height: 0.125 };
    let refusal: unknown;
    try {
      generatePaintByNumbers(photo, { ...options, crop: tiny });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(PhotoRejectedError);
    expect((refusal as PhotoRejectedError).code).toBe('photo_too_small');
    expect((refusal as PhotoRejectedError).minShortSidePx).toBe(134);
  });
});
