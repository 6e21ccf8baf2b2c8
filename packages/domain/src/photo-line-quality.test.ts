import { describe, expect, it } from 'vitest';
import { photoLineQuality } from './photo-line-quality';

describe('photo line quality', () => {
  it('judges the stored photo on the canvas and orientation the line was ordered at', () => {
    expect(photoLineQuality({ width: 40, height: 40 }, { size: '40x50', orientation: 'portrait' })).toBe(
      'too-small',
    );
    expect(photoLineQuality({ width: 300, height: 451 }, { size: '40x50', orientation: 'portrait' })).toBe(
      'small',
    );
    expect(photoLineQuality({ width: 3000, height: 4000 }, { size: '40x50', orientation: 'portrait' })).toBe(
      'good',
    );
    // The same photo laid across a 100 cm canvas has 300 px for it: past 3 mm a pixel.
    expect(photoLineQuality({ width: 300, height: 451 }, { size: '100x80', orientation: 'portrait' })).toBe(
      'small',
    );
    expect(photoLineQuality({ width: 300, height: 451 }, { size: '100x80', orientation: 'landscape' })).toBe(
      'too-small',
    );
  });

  it('counts only the framed part: a small crop of a good photo may be small', () => {
    const photo = { width: 1000, height: 1250 };
    expect(photoLineQuality(photo, { size: '40x50', orientation: 'portrait', crop: null })).toBe('good');
    const quarter = { x: 0.25, y: 0.25, width: 0.5, height: 0.5 };
    expect(photoLineQuality(photo, { size: '40x50', orientation: 'portrait', crop: quarter })).toBe('small');
  });
});
