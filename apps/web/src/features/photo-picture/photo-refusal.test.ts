import { heicNotSupportedKey } from '@kartyna/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { contentProblem, headOf, isFileRefusal, sniffPhoto, uploadProblemOf } from './photo-refusal';

// Issue #48: a text file renamed `.jpg` passed the browser's check (its type comes from the
// name), showed a broken image and «Картина з'явиться тут за кілька секунд».

const image = (format: 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#7a8b99' } })
    .toFormat(format)
    .toBuffer();
const bytes = (text: string) => new TextEncoder().encode(text);

describe("a chosen file's first bytes", () => {
  it('are a JPEG, PNG or WebP the shop takes', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const head = await headOf(new Blob([new Uint8Array(await image(format))]));
      expect(sniffPhoto(head)).toBe(`image/${format}`);
      expect(contentProblem(head)).toBeNull();
    }
  });

  it('say a text, PDF or empty file named `.jpg` is no picture', async () => {
    const notes = new File([bytes('Купити фарби\nі пензлі\n')], 'notes.jpg', { type: 'image/jpeg' });
    expect(contentProblem(await headOf(notes))).toBe('not_image');
    expect(contentProblem(bytes('%PDF-1.7\n'))).toBe('not_image');
    expect(contentProblem(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBe('not_image');
    expect(contentProblem(new Uint8Array(0))).toBe('not_image');
  });

  it('tell an image of another format, and an iPhone HEIC however it is named', async () => {
    expect(contentProblem(new Uint8Array(await image('gif')))).toBe('unsupported');
    expect(contentProblem(new Uint8Array(await image('tiff')))).toBe('unsupported');
    const heic = new Uint8Array([0, 0, 0, 0x18, ...bytes('ftypheic'), 0, 0, 0, 0]);
    expect(contentProblem(heic)).toBe('heic');
    expect(contentProblem(new Uint8Array([0, 0, 0, 0x1c, ...bytes('ftypavif')]))).toBe('unsupported');
  });
});

describe("the API's refusal of an upload", () => {
  const refusal = (status: number, message: string, errors: ApiError['errors'] = []) =>
    uploadProblemOf(new ApiError(status, message, errors));

  it('is a file that is no picture, or one that cannot be read whole', () => {
    expect(refusal(415, 'unsupported_media_type')).toBe('not_image');
    expect(refusal(400, 'invalid_data', [{ path: 'image', message: 'invalid_data' }])).toBe('damaged');
  });

  it('keeps HEIC, size and rate their own words; anything else is a failed upload', () => {
    expect(refusal(415, 'unsupported_media_type', [{ path: 'image', message: heicNotSupportedKey }])).toBe(
      'heic',
    );
    expect(refusal(413, 'payload_too_large')).toBe('too_large');
    expect(refusal(429, 'too_many_requests')).toBe('too_many');
    expect(refusal(0, 'unexpected_error')).toBe('failed');
    expect(refusal(502, 'unexpected_error')).toBe('failed');
  });
});

describe('where a problem is said', () => {
  it('in the preview area for the file itself, under the chooser for the upload', () => {
    for (const problem of ['not_image', 'damaged', 'unsupported', 'heic', 'empty', 'too_large'])
      expect(isFileRefusal(problem), problem).toBe(true);
    for (const problem of ['failed', 'too_many']) expect(isFileRefusal(problem), problem).toBe(false);
  });
});
