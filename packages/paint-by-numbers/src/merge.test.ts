import { describe, expect, it } from 'vitest';
import { rgbToLab } from './colour';
import { colourDifferences, mergeSmallRegions, mergeThinRegions } from './merge';
import { labelRegions } from './regions';

/** Lab centres of sRGB colours, as quantise gives them. */
function centres(...rgb: [number, number, number][]): Float64Array {
  const out = new Float64Array(rgb.length * 3);
  rgb.forEach(([r, g, b], i) => rgbToLab(r, g, b, out, i * 3));
  return out;
}
const white: [number, number, number] = [250, 250, 250];
const black: [number, number, number] = [10, 10, 10];
const lightGrey: [number, number, number] = [225, 225, 225];

describe('mergeSmallRegions', () => {
  it('folds a speck into the neighbour of the closest colour, not the one with the longest border', () => {
    // 20×10: white left, black right, a 2×2 light-grey speck sitting on the border, more of it in black.
    const w = 20;
    const h = 10;
    const map = Uint8Array.from({ length: w * h }, (_, p) => (p % w < 9 ? 0 : 1));
    for (const [x, y] of [
      [9, 4],
      [10, 4],
      [9, 5],
      [10, 5],
    ] as const)
      map[y * w + x] = 2;
    mergeSmallRegions(map, w, h, colourDifferences(centres(white, black, lightGrey)), 9);
    expect(map[4 * w + 10]).toBe(0);
    expect(labelRegions(map, w, h).count).toBe(2);
  });

  it('keeps regions at or above the minimum', () => {
    const w = 6;
    const map = Uint8Array.from({ length: w * 6 }, (_, p) => (p % w < 3 && Math.floor(p / w) < 3 ? 1 : 0));
    mergeSmallRegions(map, w, 6, colourDifferences(centres(white, black)), 9);
    expect(labelRegions(map, w, 6).count).toBe(2);
  });
});

describe('mergeThinRegions', () => {
  it('merges a stripe too narrow for a number and leaves wide regions alone', () => {
    // 40×40: white top, black bottom, a 2 px grey stripe between; numbers need 3 px of clearance.
    const w = 40;
    const map = Uint8Array.from({ length: w * w }, (_, p) => {
      const y = Math.floor(p / w);
      return y < 19 ? 0 : y < 21 ? 2 : 1;
    });
    const passes: number[] = [];
    mergeThinRegions(map, w, w, colourDifferences(centres(white, black, lightGrey)), 3, (p) =>
      passes.push(p),
    );
    const { count, colour } = labelRegions(map, w, w);
    expect(count).toBe(2);
    expect([...colour].sort()).toEqual([0, 1]);
    // The grey went to white, its nearer colour.
    expect(map[20 * w + 5]).toBe(0);
    expect(passes).toEqual([0]);
  });
});
