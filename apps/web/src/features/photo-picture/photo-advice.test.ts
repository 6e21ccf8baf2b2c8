import { describe, expect, it } from 'vitest';
import { photoAdvice } from './photo-advice';

describe('advice on a photo', () => {
  it('lets a messenger-sized photo paint, saying what the workshop recommends', () => {
    expect(photoAdvice({ width: 741, height: 500 }, '40x50', 'landscape', 'small')).toEqual({
      quality: 'small',
      recommendedPx: 600,
    });
    expect(photoAdvice({ width: 3024, height: 4032 }, '60x80', 'portrait', 'good')).toEqual({
      quality: 'good',
    });
  });

  it('names the largest size a small photo paints at, never the chosen one', () => {
    // 180 px across: 4.5 px a cm on 40 cm, 3 px a cm on 60 cm (a pixel of 3.3 mm).
    const advice = photoAdvice({ width: 180, height: 270 }, '60x80', 'portrait', 'too-small');
    expect(advice).toEqual({ quality: 'too-small', minPx: 200, fitsSize: '50x70' });
  });

  it('names no size when none paints: only a bigger photo helps', () => {
    expect(photoAdvice({ width: 40, height: 40 }, '40x50', 'portrait', 'too-small')).toEqual({
      quality: 'too-small',
      minPx: 134,
      fitsSize: null,
    });
  });
});
