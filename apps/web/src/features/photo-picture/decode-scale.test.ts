import { describe, expect, it } from 'vitest';
import { decodeScale, localPxPerCm } from './decode-scale';

// Issue #46: a phone's photo is read in the worker at the preview's need, not whole — whole, its
// 12 MP took the first painted preview past 3 s at 4× CPU.
describe('how much of a photo the preview reads', () => {
  const canvas = { widthCm: 50, heightCm: 40 };

  it('reads a 12 MP photo of the shopper at 20 px a cm of canvas', () => {
    const scale = decodeScale('local', { width: 4000, height: 3000 }, canvas);
    // 3750 × 3000 of it is painted (the canvas's 5:4): 1000 px over the canvas's 50 cm.
    expect(3750 * scale).toBeCloseTo(50 * localPxPerCm, 6);
  });

  it('reads a closer crop closer, up to every pixel', () => {
    const crop = { x: 0.25, y: 0.25, width: 0.5, height: 0.5 };
    // Half the photo's width, narrowed to 5:4: 1875 px over 50 cm.
    expect(decodeScale('local', { width: 4000, height: 3000 }, { ...canvas, crop })).toBeCloseTo(
      (50 * localPxPerCm) / 1875,
      6,
    );
    const tiny = { x: 0.4, y: 0.4, width: 0.1, height: 0.1 };
    expect(decodeScale('local', { width: 4000, height: 3000 }, { ...canvas, crop: tiny })).toBe(1);
  });

  it('reads small photos and the stored upload whole', () => {
    expect(decodeScale('local', { width: 741, height: 500 }, canvas)).toBe(1);
    expect(decodeScale('stored', { width: 4000, height: 3000 }, canvas)).toBe(1);
  });
});
