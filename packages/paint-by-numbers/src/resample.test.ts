import { describe, expect, it } from 'vitest';
import { generatePaintByNumbers, printPxPerMm, type RgbaImage } from './index';
import { resampleToCanvas } from './resample';

/** A photo of `width` × `height` grey pixels (alpha 255 unless given). */
function grey(
  width: number,
  height: number,
  value: (x: number, y: number) => number,
  alpha = 255,
): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const v = value(x, y);
      data.set([v, v, v, alpha], (y * width + x) * 4);
    }
  return { width, height, data };
}

/** The red channel of the working grid's row `y`. */
function row(rgb: Float32Array, width: number, y: number): number[] {
  return Array.from({ length: width }, (_, x) => rgb[(y * width + x) * 3] ?? NaN);
}

describe('resampling the photo to the working grid', () => {
  it('averages the photo pixels a working pixel covers when it shrinks the photo', () => {
    const photo = grey(4, 4, (x, y) => x * 10 + y * 40);
    const rgb = resampleToCanvas(photo, 2, 2);
    // Each working pixel is the mean of a 2 × 2 block.
    expect(row(rgb, 2, 0)).toEqual([25, 45]);
    expect(row(rgb, 2, 1)).toEqual([105, 125]);
  });

  it('interpolates between photo pixel centres when it enlarges the photo, not copying blocks', () => {
    // Three pixels across, each 4 working pixels wide: working pixel x's centre is at photo
    // position (x + 0.5) / 4, between the centres (0.5, 1.5, 2.5) of the photo pixels.
    const photo = grey(3, 1, (x) => x * 120);
    const rgb = resampleToCanvas(photo, 12, 4);
    const expected = Array.from(
      { length: 12 },
      (_, x) => Math.min(Math.max((x + 0.5) / 4 - 0.5, 0), 2) * 120,
    );
    for (let y = 0; y < 4; y++)
      row(rgb, 12, y).forEach((v, x) => expect(v, `x ${x}`).toBeCloseTo(expected[x] ?? NaN, 4));
    // A ramp, not three flat steps of four.
    expect(new Set(row(rgb, 12, 0)).size).toBe(10);
  });

  it('lays transparent pixels on white when enlarging too', () => {
    const rgb = resampleToCanvas(
      grey(2, 2, () => 0, 0),
      8,
      8,
    );
    expect(rgb.every((v) => v === 255)).toBe(true);
  });

  it('enlarges a crop on whole pixels exactly as the same rectangle cut out of the photo', () => {
    const photo = grey(60, 75, (x, y) => (x * 7 + y * 13) % 251);
    const cut = grey(20, 25, (x, y) => ((x + 10) * 7 + (y + 20) * 13) % 251);
    const crop = { x: 10 / 60, y: 20 / 75, width: 20 / 60, height: 25 / 75 };
    expect(resampleToCanvas(photo, 80, 100, crop)).toEqual(resampleToCanvas(cut, 80, 100));
  });
});

describe('a small photo enlarged onto the print grid', () => {
  // 200 × 250 px on 40 × 50 cm: each photo pixel becomes 4 × 4 working pixels at print. The photo
  // is a dark field and a light one split by a slanted edge, anti-aliased as a camera's would be.
  const scale = 4;
  const edge = (y: number) => 60 + 0.37 * y;
  const photo = grey(200, 250, (x, y) => {
    let covered = 0;
    for (let j = 0; j < 8; j++)
      for (let i = 0; i < 8; i++) if (x + (i + 0.5) / 8 > edge(y + (j + 0.5) / 8)) covered++;
    return 30 + (covered / 64) * 200;
  });

  it('draws the edge as a slope, not as a staircase of photo pixels', () => {
    const result = generatePaintByNumbers(photo, {
      widthCm: 40,
      heightCm: 50,
      colours: 24,
      detail: 'high',
      seed: 1,
      pxPerMm: printPxPerMm,
    });
    const { width, height, data } = result.regionMap;
    expect([width, height]).toEqual([200 * scale, 250 * scale]);
    // Every step of the border between two regions, and whether it lies on a photo pixel's edge.
    let steps = 0;
    let onPhotoGrid = 0;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const here = data[y * width + x];
        if (x > 0 && data[y * width + x - 1] !== here) {
          steps++;
          if (x % scale === 0) onPhotoGrid++;
        }
        if (y > 0 && data[(y - 1) * width + x] !== here) {
          steps++;
          if (y % scale === 0) onPhotoGrid++;
        }
      }
    // Copying each photo pixel into a 4 × 4 block puts every step on the photo's pixel grid; a
    // smooth enlargement puts about one in four there, as chance would.
    expect(steps).toBeGreaterThan(1000);
    expect(onPhotoGrid / steps).toBeLessThan(0.5);
    // And the border keeps to the edge: each row's first step lies within a photo pixel of it.
    for (let y = 0; y < height; y++) {
      let x = 1;
      while (x < width && data[y * width + x] === data[y * width]) x++;
      expect(Math.abs(x - edge((y + 0.5) / scale) * scale), `row ${y}`).toBeLessThan(scale);
    }
  });
});
