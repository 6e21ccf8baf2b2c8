import { describe, expect, it } from 'vitest';
import { photoSizes } from './enums';
import { photoCanvasCm } from './photo-pricing';
import {
  minPaintableShortSidePx,
  paintedArea,
  photoPxPerCm,
  photoQuality,
  recommendedShortSidePx,
} from './photo-quality';

describe('photo quality', () => {
  const canvas = { widthCm: 40, heightCm: 50 };

  it('recommends 15 px a cm and refuses only a photo whose pixel covers more than 3 mm', () => {
    expect(recommendedShortSidePx(canvas)).toBe(600);
    expect(minPaintableShortSidePx(canvas)).toBe(134);
    expect(minPaintableShortSidePx({ widthCm: 100, heightCm: 80 })).toBe(267);
    expect(photoQuality(15)).toBe('good');
    expect(photoQuality(14.99)).toBe('small');
    expect(photoQuality(10 / 3)).toBe('small');
    expect(photoQuality(3.3)).toBe('too-small');
  });

  it('counts the painted part: a messenger photo is small, a 40 px image too small, a phone photo good', () => {
    expect(photoQuality(photoPxPerCm({ width: 741, height: 500 }, { widthCm: 50, heightCm: 40 }))).toBe(
      'small',
    );
    expect(photoQuality(photoPxPerCm({ width: 300, height: 451 }, canvas))).toBe('small');
    expect(photoQuality(photoPxPerCm({ width: 300, height: 451 }, { widthCm: 80, heightCm: 100 }))).toBe(
      'small',
    );
    expect(photoQuality(photoPxPerCm({ width: 40, height: 40 }, canvas))).toBe('too-small');
    expect(photoQuality(photoPxPerCm({ width: 3024, height: 4032 }, { widthCm: 80, heightCm: 100 }))).toBe(
      'good',
    );
    // A crop of a quarter of the photo has half the pixels a cm.
    const whole = photoPxPerCm({ width: 3000, height: 3750 }, canvas);
    expect(photoPxPerCm({ width: 3000, height: 3750 }, canvas, { x: 0, y: 0, width: 0.5, height: 0.5 })).toBe(
      whole / 2,
    );
  });

  it('narrows the painted part to the canvas proportions about its centre', () => {
    expect(paintedArea({ width: 1000, height: 1000 }, 0.8)).toEqual({
      x0: 100,
      y0: 0,
      cropW: 800,
      cropH: 1000,
    });
    expect(paintedArea({ width: 1000, height: 500 }, 0.8, { x: 0.5, y: 0, width: 0.5, height: 1 })).toEqual({
      x0: 550,
      y0: 0,
      cropW: 400,
      cropH: 500,
    });
  });

  it('takes a phone photo as good and a messenger photo as paintable at every size, either way up', () => {
    for (const size of photoSizes)
      for (const orientation of ['portrait', 'landscape'] as const) {
        const canvas = photoCanvasCm(size, orientation);
        expect(photoQuality(photoPxPerCm({ width: 3024, height: 4032 }, canvas)), size).toBe('good');
        expect(photoQuality(photoPxPerCm({ width: 1280, height: 960 }, canvas)), size).not.toBe('too-small');
      }
  });
});
