import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { generatePaintByNumbers } from './generate';
import { decodeKitMap, encodeKitMap, regionAt } from './kit-map';
import type { GeneratorResult } from './types';
import { loadPhoto } from './test/photos';

describe('kit map', () => {
  let result: GeneratorResult;
  beforeAll(async () => {
    const photo = await loadPhoto('chelsea.png', 600);
    result = generatePaintByNumbers(photo, {
      widthCm: 40,
      heightCm: 50,
      colours: 24,
      detail: 'medium',
      seed: 7,
      pxPerMm: 1,
    });
  });

  it('comes back pixel for pixel, with every region, its paint and its number point', () => {
    const map = decodeKitMap(encodeKitMap(result));
    expect(map.width).toBe(result.regionMap.width);
    expect(map.height).toBe(result.regionMap.height);
    expect(map.regions).toHaveLength(result.regions.length);
    expect(Array.from(map.pixels)).toEqual(Array.from(result.regionMap.data));
    const some = result.regions.find((r) => r.label.fits && r.areaMm2 > 100)!;
    const back = map.regions[some.id]!;
    expect(back.colourNumber).toBe(some.colourNumber);
    expect(back.bbox.width).toBeCloseTo(some.bbox.width, 4);
    expect(back.label.x).toBeCloseTo(some.label.x, 4);
    // The number point lies inside its own region.
    expect(regionAt(map, some.label.x, some.label.y)).toBe(some.id);
  });

  it('gzips small: the row differences are mostly zeros', () => {
    const raw = encodeKitMap(result);
    expect(gzipSync(raw).length).toBeLessThan(raw.length / 6);
  });

  it('refuses bytes that are not a map, or a map cut short', () => {
    expect(() => decodeKitMap(new Uint8Array([1, 2, 3]))).toThrow('not a kit map');
    const raw = encodeKitMap(result);
    expect(() => decodeKitMap(raw.subarray(0, raw.length - 2))).toThrow('wrong length');
  });

  it('answers -1 outside the canvas', () => {
    const map = decodeKitMap(encodeKitMap(result));
    expect(regionAt(map, -1, 5)).toBe(-1);
    expect(regionAt(map, 5, 10_000)).toBe(-1);
  });
});
