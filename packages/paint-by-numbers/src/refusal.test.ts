import { describe, expect, it } from 'vitest';
import { createRandom } from './prng';
import { generatePaintByNumbers, orientCanvas, PhotoRejectedError, type RgbaImage } from './index';
import { loadPhotoAt } from './test/photos';

const options = { widthCm: 40, heightCm: 50, colours: 24, detail: 'high' as const, seed: 1 };

function refusal(run: () => unknown): PhotoRejectedError | undefined {
  try {
    run();
  } catch (e) {
    if (e instanceof PhotoRejectedError) return e;
    throw e;
  }
  return undefined;
}

const rejection = (run: () => unknown) => refusal(run)?.message;

function synthetic(
  width: number,
  height: number,
  paint: (x: number, y: number, noise: number) => [number, number, number],
): RgbaImage {
  const random = createRandom(11);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y, random() - 0.5);
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  return { width, height, data };
}

describe('photos the generator refuses', () => {
  it('turns the canvas to the photo', () => {
    expect(orientCanvas(4032, 3024, 40, 50)).toEqual({ widthCm: 50, heightCm: 40 });
    expect(orientCanvas(3024, 4032, 40, 50)).toEqual({ widthCm: 40, heightCm: 50 });
    expect(orientCanvas(3024, 4032, 80, 60)).toEqual({ widthCm: 60, heightCm: 80 });
    expect(orientCanvas(3000, 3000, 50, 40)).toEqual({ widthCm: 40, heightCm: 50 });
  });

  it('refuses a 40 × 40 image with photo_too_small, naming the short side the canvas needs', async () => {
    const icon = await loadPhotoAt('coffee.png', 40, 40);
    const error = refusal(() => generatePaintByNumbers(icon, options));
    expect(error?.code).toBe('photo_too_small');
    expect(error?.message).toBe('photo_too_small');
    expect(error?.statusCode).toBe(422);
    expect(error?.minShortSidePx).toBe(134);
    expect(
      refusal(() => generatePaintByNumbers(icon, { ...options, widthCm: 80, heightCm: 100 }))?.minShortSidePx,
    ).toBe(267);
  });

  it('refuses only past 3 mm a photo pixel: 134 px across 40 cm paints, 133 px does not', async () => {
    // 4:5 photos, so the whole photo is painted: 134 px over 40 cm is 2.99 mm a pixel.
    const enough = await loadPhotoAt('coffee.png', 134, 168);
    const painted = generatePaintByNumbers(enough, options);
    expect(painted.stats.photoQuality).toBe('small');
    expect(painted.palette.length).toBeGreaterThan(1);
    const short = await loadPhotoAt('coffee.png', 133, 167);
    expect(rejection(() => generatePaintByNumbers(short, options))).toBe('photo_too_small');
    // The same photo on a bigger canvas spreads each pixel wider.
    expect(rejection(() => generatePaintByNumbers(enough, { ...options, widthCm: 50, heightCm: 60 }))).toBe(
      'photo_too_small',
    );
  });

  it('refuses a flat colour with photo_too_plain, however big', () => {
    const flat = synthetic(741, 500, () => [90, 140, 200]);
    expect(rejection(() => generatePaintByNumbers(flat, { ...options, widthCm: 50, heightCm: 40 }))).toBe(
      'photo_too_plain',
    );
  });

  it('refuses an almost one-colour photo (a grey wall with sensor noise) with photo_too_plain', () => {
    const wall = synthetic(800, 1000, (x, _y, n) => {
      const v = 128 + x / 200 + n * 6;
      return [v, v, v + 2];
    });
    expect(rejection(() => generatePaintByNumbers(wall, options))).toBe('photo_too_plain');
  });

  it('gives fewer colours for a picture that has fewer, each a large region', () => {
    const colours: [number, number, number][] = [
      [200, 30, 30],
      [30, 160, 60],
      [40, 60, 200],
      [240, 230, 200],
    ];
    const blocks = synthetic(800, 1000, (x, y, n) => {
      const c = colours[(x < 400 ? 0 : 1) + (y < 500 ? 0 : 2)] ?? [0, 0, 0];
      return [c[0] + n * 4, c[1] + n * 4, c[2] + n * 4];
    });
    const result = generatePaintByNumbers(blocks, options);
    expect(result.palette).toHaveLength(4);
    expect(result.regions).toHaveLength(4);
    expect(result.palette.map((c) => c.share)).toEqual([0.25, 0.25, 0.25, 0.25]);
    // Each paint is one of the four colours (the noise averages out).
    for (const c of result.palette)
      expect(
        colours.some((k) => k.every((v, i) => Math.abs(v - (c.rgb[i] ?? 0)) <= 2)),
        c.hex,
      ).toBe(true);
    for (const r of result.regions) {
      expect(r.areaMm2).toBe(200 * 250);
      expect(r.label.fontSizeMm).toBe(3.5);
    }
  });
});
