import type { KitMap } from '@kartyna/paint-by-numbers/kit-map';
import { describe, expect, it } from 'vitest';
import { paintColours, paintPixels, regionBox, regionLook } from './kit-overlay';

// 4 × 2 pixels at 1 px a mm: region 0 (paint 1) on the left half, region 1 (paint 2) on the right.
const map: KitMap = {
  width: 4,
  height: 2,
  pxPerMm: 1,
  pixels: Uint16Array.from([0, 0, 1, 1, 0, 0, 1, 1]),
  regions: [
    { id: 0, colourNumber: 1, bbox: { x: 0, y: 0, width: 2, height: 2 }, label: { x: 1, y: 1 }, areaMm2: 4 },
    { id: 1, colourNumber: 2, bbox: { x: 2, y: 0, width: 2, height: 2 }, label: { x: 3, y: 1 }, areaMm2: 4 },
  ],
};
const colours = paintColours([
  { number: 1, hex: '#ff0000' },
  { number: 2, hex: '#0000ff' },
]);
const rgba = (value: number) => [value & 255, (value >>> 8) & 255, (value >>> 16) & 255, value >>> 24];

describe('the overlay over the template', () => {
  it('leaves the template bare until something is ticked or chosen', () => {
    const look = regionLook(map, colours, { ticked: new Set(), highlight: null });
    const out = new Uint32Array(8);
    paintPixels(out, map, look);
    expect([...out].every((v) => v === 0)).toBe(true);
  });

  it('paints a ticked region in its paint, opaque', () => {
    const look = regionLook(map, colours, { ticked: new Set([1]), highlight: null });
    expect(rgba(look[1]!)).toEqual([0, 0, 255, 255]);
    expect(look[0]).toBe(0);
  });

  it('greys the other paints and tints the chosen one', () => {
    const look = regionLook(map, colours, { ticked: new Set(), highlight: 1 });
    const [r, g, b, a] = rgba(look[0]!);
    expect(a).toBe(255);
    expect(r).toBe(255);
    expect(g).toBeGreaterThan(150);
    expect(g).toBe(b);
    expect(rgba(look[1]!)).toEqual([208, 208, 208, 255]);
  });

  it('repaints only the box it is given', () => {
    const out = new Uint32Array(8);
    const look = regionLook(map, colours, { ticked: new Set([0, 1]), highlight: null });
    paintPixels(out, map, look, { x0: 2, y0: 0, x1: 4, y1: 1 });
    expect([...out].map((v) => (v === 0 ? '.' : v === look[1] ? 'b' : '?')).join('')).toBe('..bb....');
  });

  it('widens a region’s box by a pixel, within the map', () => {
    expect(regionBox(map, 1)).toEqual({ x0: 1, y0: 0, x1: 4, y1: 2 });
    expect(regionBox(map, 9)).toBeNull();
  });
});
