import { photoDetailMinRegionSideMm, photoPaletteSize } from '@kartyna/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { digitHeightEm, digitWidthEm, minFontSizeMm } from './labels';
import {
  deltaE2000,
  generatePaintByNumbers,
  meanDeltaE,
  rgbToLab,
  type GeneratorResult,
  type RgbaImage,
} from './index';
import { loadPhoto, photoNames, type PhotoName } from './test/photos';
import { numberBoxes, numbersCrossedByBorders } from './test/svg-geometry';

// The sample photos are 300–512 px on the short side; a customer's phone photo is thousands.
// Scaled up to 1200 px they have the 15 px a cm the workshop recommends for 40×50 (24 px a cm);
// small-photo.test.ts paints them as published.
const shortSide = 1200;
const kits = ['classic', 'premium'] as const;
const fidelityTarget = { classic: 8, premium: 6 };

const photos = new Map<PhotoName, RgbaImage>();
const results = new Map<string, GeneratorResult>();
const key = (name: PhotoName, kit: string) => `${name}/${kit}`;

beforeAll(async () => {
  for (const name of photoNames) {
    const image = await loadPhoto(name, shortSide);
    photos.set(name, image);
    for (const kit of kits)
      results.set(
        key(name, kit),
        generatePaintByNumbers(image, {
          widthCm: 40,
          heightCm: 50,
          colours: photoPaletteSize[kit],
          detail: 'high',
          seed: 1,
        }),
      );
  }
});

function nearestOtherPaint(result: GeneratorResult, number: number): number {
  const lab = (rgb: readonly number[]) => {
    const out = new Float64Array(3);
    rgbToLab(rgb[0] ?? 0, rgb[1] ?? 0, rgb[2] ?? 0, out, 0);
    return out;
  };
  const own = lab(result.palette[number - 1]?.rgb ?? []);
  let best = Infinity;
  for (const c of result.palette) {
    if (c.number === number) continue;
    const o = lab(c.rgb);
    best = Math.min(best, deltaE2000(own[0] ?? 0, own[1] ?? 0, own[2] ?? 0, o[0] ?? 0, o[1] ?? 0, o[2] ?? 0));
  }
  return best;
}

/** Every point of the number's box (sampled every 0.1 mm) lies on a pixel of its own region. */
function numberInsideRegion(result: GeneratorResult, regionIndex: number): boolean {
  const region = result.regions[regionIndex];
  if (!region) return false;
  const { x, y, fontSizeMm } = region.label;
  const halfW = (String(region.colourNumber).length * digitWidthEm * fontSizeMm) / 2;
  const halfH = (digitHeightEm * fontSizeMm) / 2;
  const { width, data } = result.regionMap;
  for (let sy = y - halfH; sy <= y + halfH + 1e-9; sy += 0.1)
    for (let sx = x - halfW; sx <= x + halfW + 1e-9; sx += 0.1) {
      const px = Math.floor(sx * result.pxPerMm);
      const py = Math.floor(sy * result.pxPerMm);
      if (data[py * width + px] !== regionIndex) return false;
    }
  return true;
}

describe.each(photoNames)('a 40×50 canvas from %s', (name) => {
  describe.each(kits)('%s kit', (kit) => {
    const result = () => results.get(key(name, kit)) as GeneratorResult;

    it('has no region smaller than a person can paint', () => {
      const r = result();
      const side = photoDetailMinRegionSideMm.high;
      expect(r.stats.smallestRegionMm2).toBeGreaterThanOrEqual(side * side);
      for (const region of r.regions) {
        expect(region.areaMm2).toBeGreaterThanOrEqual(9);
        expect(region.label.clearanceMm).toBeGreaterThanOrEqual(side / 2);
      }
    });

    it('prints every number at 2 mm or more, inside its region', () => {
      const r = result();
      expect(r.stats.labelsFitShare).toBe(1);
      const outside: number[] = [];
      r.regions.forEach((region, i) => {
        expect(region.label.fontSizeMm).toBeGreaterThanOrEqual(minFontSizeMm);
        if (!numberInsideRegion(r, i)) outside.push(i);
      });
      expect(outside).toEqual([]);
      // The drawn template too: no border line crosses a number, no number leaves the canvas.
      const boxes = numberBoxes(r.svg);
      expect(boxes).toHaveLength(r.regions.length);
      expect(numbersCrossedByBorders(r.svg)).toEqual([]);
      for (const b of boxes) expect(b.x0 >= 0 && b.y0 >= 0 && b.x1 <= 400 && b.y1 <= 500).toBe(true);
    });

    it(`uses exactly the kit's colours, none of them only in a speck or two`, () => {
      const r = result();
      expect(r.palette).toHaveLength(photoPaletteSize[kit]);
      expect(r.palette.map((c) => c.number)).toEqual(r.palette.map((_, i) => i + 1));
      expect(new Set(r.palette.map((c) => c.hex)).size).toBe(r.palette.length);
      // A colour in fewer than three regions is there because it covers a real part of the
      // picture (≥ 0.5 %) or no other paint comes near it (ΔE2000 ≥ 10).
      for (const c of r.palette) {
        if (c.regionCount >= 3 || c.share >= 0.005) continue;
        expect(nearestOtherPaint(r, c.number), c.hex).toBeGreaterThanOrEqual(10);
      }
      const shares = r.palette.reduce((s, c) => s + c.share, 0);
      expect(shares).toBeCloseTo(1, 4);
      const regionsPerColour = r.palette.reduce((s, c) => s + c.regionCount, 0);
      expect(regionsPerColour).toBe(r.regions.length);
    });

    it('keeps the colours of the photo', () => {
      const r = result();
      expect(meanDeltaE(photos.get(name) as RgbaImage, r)).toBeLessThanOrEqual(fidelityTarget[kit]);
    });

    it('draws the template in real millimetres and paints the preview', () => {
      const r = result();
      expect(r.svg).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="400mm" height="500mm" viewBox="0 0 400 500">/,
      );
      expect(r.svg.trimEnd().endsWith('</svg>')).toBe(true);
      expect(r.stats.photoQuality).toBe('good');
      expect(r.preview.width).toBe(400);
      expect(r.preview.height).toBe(500);
      const hexes = new Set(r.palette.map((c) => c.hex));
      const d = r.preview.data;
      for (let p = 0; p < d.length; p += 4 * 997) {
        const hex =
          '#' + [d[p], d[p + 1], d[p + 2]].map((v) => (v ?? 0).toString(16).padStart(2, '0')).join('');
        expect(hexes.has(hex)).toBe(true);
      }
    });
  });
});

describe('the generator', () => {
  it('gives the same SVG byte for byte for the same photo and seed, another for another seed', async () => {
    const image = photos.get('chelsea.png') as RgbaImage;
    const options = { widthCm: 40, heightCm: 50, colours: 24, detail: 'high' as const, seed: 1 };
    const again = generatePaintByNumbers(image, options);
    expect(again.svg).toBe(results.get(key('chelsea.png', 'classic'))?.svg);
    expect(
      Buffer.from(again.preview.data).equals(
        Buffer.from(results.get(key('chelsea.png', 'classic'))?.preview.data ?? []),
      ),
    ).toBe(true);
    const other = generatePaintByNumbers(image, { ...options, seed: 2 });
    expect(other.svg).not.toBe(again.svg);
  });

  it('reports the five stages in order, each from 0 to 1', async () => {
    const seen: [string, number][] = [];
    generatePaintByNumbers(photos.get('rocket.jpg') as RgbaImage, {
      widthCm: 40,
      heightCm: 50,
      colours: 24,
      detail: 'medium',
      seed: 5,
      onProgress: (stage, fraction) => seen.push([stage, fraction]),
    });
    const order = seen.map(([s]) => s).filter((s, i, all) => s !== all[i - 1]);
    expect(order).toEqual(['quantise', 'regions', 'merge', 'outline', 'labels']);
    for (const stage of order) {
      const fractions = seen.filter(([s]) => s === stage).map(([, f]) => f);
      expect(fractions[0]).toBe(0);
      expect(fractions[fractions.length - 1]).toBe(1);
      expect([...fractions].sort((a, b) => a - b)).toEqual(fractions);
    }
  });

  it('makes coarser templates at a lower detail level', () => {
    const image = photos.get('astronaut.png') as RgbaImage;
    const low = generatePaintByNumbers(image, {
      widthCm: 40,
      heightCm: 50,
      colours: 24,
      detail: 'low',
      seed: 1,
    });
    const high = results.get(key('astronaut.png', 'classic')) as GeneratorResult;
    expect(low.stats.smallestRegionMm2).toBeGreaterThanOrEqual(36);
    expect(low.stats.regionCount).toBeLessThan(high.stats.regionCount);
  });

  it('estimates paint from the area: 150 ml a square metre, rounded up to 0.1 ml', () => {
    const r = results.get(key('coffee.png', 'premium')) as GeneratorResult;
    for (const c of r.palette) {
      expect(c.paintMl).toBeCloseTo(Math.ceil(((c.share * 400 * 500) / 1e6) * 150 * 10) / 10, 1);
      expect(c.paintMl).toBeGreaterThan(0);
    }
    const total = r.palette.reduce((s, c) => s + c.paintMl, 0);
    expect(total).toBeGreaterThanOrEqual(0.2 * 150);
    expect(total).toBeLessThan(0.2 * 150 + r.palette.length * 0.1 + 1e-9);
  });
});
