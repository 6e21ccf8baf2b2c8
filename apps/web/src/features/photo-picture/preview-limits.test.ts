import * as generator from '@kartyna/paint-by-numbers';
import { describe, expect, it } from 'vitest';
import { minCropShare, minPhotoPxPerCm, minShortSidePx } from './preview-limits';

describe('the framing limits', () => {
  it('are the generator’s own', () => {
    expect(minPhotoPxPerCm).toBe(generator.minPhotoPxPerCm);
    expect(minCropShare).toBe(generator.minCropShare);
    expect(minShortSidePx(40, 50)).toBe(generator.minPhotoShortSidePx(40, 50));
    expect(minShortSidePx(100, 80)).toBe(generator.minPhotoShortSidePx(100, 80));
  });
});
