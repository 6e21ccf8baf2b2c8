import { describe, expect, it } from 'vitest';
import { photoComplectations, photoSizes, type PhotoComplectation, type PhotoSize } from './enums';
import {
  photoDetailLevels,
  photoDetailMinRegionSideMm,
  photoPaletteSize,
  photoPictureUnitPrice,
  photoCanvasCm,
  photoDetailByComplectation,
  photoPriceTableUah,
  urgentSurchargePercent,
} from './photo-pricing';

/** requirements §9 "Photo-picture prices (UAH)", copied by hand so a typo in the source shows up. */
const spec: ReadonlyArray<[PhotoSize, number, number]> = [
  ['40x50', 825, 995],
  ['40x60', 950, 1125],
  ['40x70', 1050, 1265],
  ['50x50', 995, 1190],
  ['50x60', 1050, 1265],
  ['50x70', 1150, 1445],
  ['50x90', 1295, 1690],
  ['60x60', 1150, 1445],
  ['60x80', 1295, 1690],
  ['100x80', 1750, 2075],
];

const cells = spec.flatMap(([size, classic, premium]) => [
  [size, 'classic', classic] as [PhotoSize, PhotoComplectation, number],
  [size, 'premium', premium] as [PhotoSize, PhotoComplectation, number],
]);

describe('photoPriceTableUah', () => {
  it('has exactly the ten photo sizes and two complectations', () => {
    expect(Object.keys(photoPriceTableUah).sort()).toEqual([...photoSizes].sort());
    for (const size of photoSizes) {
      expect(Object.keys(photoPriceTableUah[size]).sort()).toEqual([...photoComplectations].sort());
    }
  });

  it.each(cells)('%s %s costs %i UAH', (size, complectation, uah) => {
    expect(photoPriceTableUah[size][complectation]).toBe(uah);
  });

  it('premium always costs more than classic', () => {
    for (const size of photoSizes) {
      expect(photoPriceTableUah[size].premium).toBeGreaterThan(photoPriceTableUah[size].classic);
    }
  });
});

describe('photoPictureUnitPrice', () => {
  it('covers all 20 cells of the table', () => {
    expect(cells).toHaveLength(20);
  });

  it.each(cells)('standart %s %s is the table price ×100 kopiyky (%i UAH)', (size, complectation, uah) => {
    expect(photoPictureUnitPrice(size, complectation, 'standart')).toBe(uah * 100);
  });

  it.each(cells)('urgently %s %s adds the urgent surcharge to %i UAH', (size, complectation, uah) => {
    const expected = Math.round((uah * 100 * (100 + urgentSurchargePercent)) / 100);
    expect(photoPictureUnitPrice(size, complectation, 'urgently')).toBe(expected);
  });

  it('answers whole kopiyky', () => {
    for (const [size, complectation] of cells) {
      for (const speed of ['standart', 'urgently'] as const) {
        expect(Number.isInteger(photoPictureUnitPrice(size, complectation, speed))).toBe(true);
      }
    }
  });

  it('uses a 20 % surcharge: 40x50 classic urgently costs 990 UAH', () => {
    expect(urgentSurchargePercent).toBe(20);
    expect(photoPictureUnitPrice('40x50', 'classic', 'urgently')).toBe(99000);
    expect(photoPictureUnitPrice('100x80', 'premium', 'urgently')).toBe(249000);
  });

  it('urgently always costs more than standart', () => {
    for (const [size, complectation] of cells) {
      expect(photoPictureUnitPrice(size, complectation, 'urgently')).toBeGreaterThan(
        photoPictureUnitPrice(size, complectation, 'standart'),
      );
    }
  });
});

describe('photo paint-by-numbers constants', () => {
  it('gives the classic kit 24 paints and the premium kit 36', () => {
    expect(photoPaletteSize).toEqual({ classic: 24, premium: 36 });
    for (const c of photoComplectations) expect(photoPaletteSize[c]).toBeGreaterThan(0);
  });

  it('never lets a detail level go below a 3 mm region, and finer levels allow smaller ones', () => {
    const sides = photoDetailLevels.map((l) => photoDetailMinRegionSideMm[l]);
    expect(Math.min(...sides)).toBe(3);
    expect([...sides].sort((a, b) => b - a)).toEqual(sides);
  });
});

describe('photoCanvasCm', () => {
  it('hangs the short side across in portrait and the long side across in landscape', () => {
    expect(photoCanvasCm('40x50', 'portrait')).toEqual({ widthCm: 40, heightCm: 50 });
    expect(photoCanvasCm('40x50', 'landscape')).toEqual({ widthCm: 50, heightCm: 40 });
    expect(photoCanvasCm('100x80', 'portrait')).toEqual({ widthCm: 80, heightCm: 100 });
    expect(photoCanvasCm('60x60', 'landscape')).toEqual({ widthCm: 60, heightCm: 60 });
  });
});

describe('photoDetailByComplectation', () => {
  it('gives premium the finer regions', () => {
    expect(photoDetailByComplectation).toEqual({ classic: 'medium', premium: 'high' });
  });
});
