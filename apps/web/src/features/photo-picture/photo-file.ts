/** What the API takes for a photo picture (POST /image-upload): JPEG, PNG or WebP up to 20 MB. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type PhotoFileProblem = 'too_large' | 'unsupported' | 'heic' | 'empty';

/**
 * Checked before uploading, so a shopper on a slow network does not wait for a 20 MB refusal.
 * iPhones save HEIC by default: it gets its own advice (convert to JPEG), not "wrong format".
 */
export function photoFileProblem(file: {
  name: string;
  type: string;
  size: number;
}): PhotoFileProblem | null {
  const type = file.type.toLowerCase();
  if (type === 'image/heic' || type === 'image/heif' || /\.(heic|heif)$/i.test(file.name)) return 'heic';
  if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(type)) return 'unsupported';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_PHOTO_BYTES) return 'too_large';
  return null;
}

/**
 * A HEIC photo as a JPEG, where the browser can decode HEIC (Safari does; Chromium does not): the
 * API and the generator take JPEG, and the shopper need not convert anything. The decode turns the
 * photo by its EXIF orientation, as the API would. Null where the browser cannot read it.
 */
export async function heicAsJpeg(file: File): Promise<File | null> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
    return new File([blob], file.name.replace(/\.(heic|heif)$/i, '') + '.jpg', { type: 'image/jpeg' });
  } catch {
    return null;
  }
}

/** "40x50" → width / height, for a preview framed like the picture will be. */
export function aspectOf(size: string): number {
  const [w, h] = size.split('x').map(Number);
  return w && h ? w / h : 4 / 5;
}
