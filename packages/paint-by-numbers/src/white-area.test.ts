import { describe, expect, it } from 'vitest';
import { generatePaintByNumbers, type RgbaImage } from './index';

// Issue #48: a catalogue kit kept «a white triangle of 22 % as colour 1». A white area of the
// picture is a paint like any other: the generator cannot tell a painted white wall from a
// mock-up's blank corner, so it paints what it is given, numbered light to dark (white first).
// The blank corner came from the kit's source picture (the API paints a demo kit from its art).

/** 400 × 500 px: the top-left triangle white (22 % of the area), the rest two blues. */
function diagonalSplit(): { image: RgbaImage; whiteShare: number } {
  const width = 400;
  const height = 500;
  const data = new Uint8ClampedArray(width * height * 4);
  let white = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const isWhite = x / width + y / height < 0.663;
      if (isWhite) white++;
      const rgb = isWhite ? [255, 255, 255] : y < height * 0.7 ? [40, 90, 170] : [20, 50, 110];
      data.set([...rgb, 255], i);
    }
  return { image: { width, height, data }, whiteShare: white / (width * height) };
}

describe('a white area of the picture', () => {
  it('is one paint, numbered 1 as the lightest, with its share of the canvas and one region', () => {
    const { image, whiteShare } = diagonalSplit();
    const result = generatePaintByNumbers(image, {
      widthCm: 40,
      heightCm: 50,
      colours: 24,
      detail: 'medium',
      seed: 1,
    });
    const [first] = result.palette;
    expect(first).toMatchObject({ number: 1, hex: '#ffffff', regionCount: 1 });
    expect(first!.share).toBeCloseTo(whiteShare, 2);
    // Painted, not left as canvas: its region carries its number and the preview shows it white.
    const region = result.regions.find((r) => r.colourNumber === 1);
    expect(region?.label.fits).toBe(true);
    expect([...result.preview.data.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
    // The blues follow, darker ones later.
    const lightness = result.palette.map((c) => c.rgb[0] + c.rgb[1] + c.rgb[2]);
    expect(lightness).toEqual([...lightness].sort((a, b) => b - a));
  });
});
