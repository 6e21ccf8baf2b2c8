import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, aspectOf, photoFileProblem } from './photo-file';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('photo file check', () => {
  it('takes JPEG, PNG and WebP up to 20 MB', () => {
    expect(photoFileProblem(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(photoFileProblem(file('a.png', 'image/png', MAX_PHOTO_BYTES))).toBeNull();
    expect(photoFileProblem(file('a.webp', 'image/webp'))).toBeNull();
  });

  it('refuses a file over 20 MB before uploading it', () => {
    expect(photoFileProblem(file('a.jpg', 'image/jpeg', MAX_PHOTO_BYTES + 1))).toBe('too_large');
  });

  it('asks for a JPEG instead of an iPhone HEIC', () => {
    expect(photoFileProblem(file('IMG_1.HEIC', ''))).toBe('heic');
    expect(photoFileProblem(file('photo', 'image/heif'))).toBe('heic');
  });

  it('refuses other formats and empty files', () => {
    expect(photoFileProblem(file('a.gif', 'image/gif'))).toBe('unsupported');
    expect(photoFileProblem(file('a.pdf', 'application/pdf'))).toBe('unsupported');
    expect(photoFileProblem(file('a.jpg', 'image/jpeg', 0))).toBe('empty');
  });

  it('frames the preview like the chosen size', () => {
    expect(aspectOf('40x50')).toBeCloseTo(0.8);
    expect(aspectOf('100x80')).toBeCloseTo(1.25);
  });
});
