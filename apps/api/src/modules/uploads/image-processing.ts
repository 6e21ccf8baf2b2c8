import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { heicNotSupportedKey } from '@kartyna/domain';
import { AppError, badRequest } from '../../http/app-error';

/** Larger photos than this are refused before decoding: no camera makes them, bombs do. */
export const MAX_IMAGE_SIDE = 12_000;
/** What the painters print from: plenty for a 100x80 canvas, far less than a raw photo. */
export const MAX_OUTPUT_SIDE = 6_000;
export const OUTPUT_QUALITY = 90;

const plainTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);
/**
 * iPhones send HEIC; libvips decodes it only when built with an HEVC decoder. sharp 0.35's
 * prebuilt libvips carries libheif with AV1 only (no libde265): it reads a HEIC header but not
 * its pixels, so such photos get 415 with `heic_not_supported` and the UI asks for a JPEG.
 * With a libvips that has HEVC, the same code accepts them unchanged.
 */
const heifTypes = new Set(['image/heic', 'image/heif']);

const unsupported = () => new AppError(415, 'unsupported_media_type');
const heicUnsupported = () =>
  new AppError(415, 'unsupported_media_type', [{ path: 'image', message: heicNotSupportedKey }]);

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Identifies the upload by its bytes (the name and declared type are the client's word, and a
 * renamed PDF or an SVG with script must never reach the painters or a browser), then
 * re-encodes it into a plain JPEG: oriented by EXIF, metadata (GPS!) stripped, bounded size.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type) throw unsupported();
  const heif = heifTypes.has(type.mime);
  if (!heif && !plainTypes.has(type.mime)) throw unsupported();

  const options: SharpOptions = {
    // A decompression bomb declares a huge canvas in a few bytes; libvips stops before allocating it.
    limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE,
    // Truncated or corrupt data is refused; the many harmless warnings of phone JPEGs are not.
    failOn: 'error',
    // An animated WebP is printed from its first frame.
    animated: false,
  };

  let meta: Metadata;
  try {
    meta = await sharp(input, options).metadata();
  } catch {
    throw heif ? heicUnsupported() : badRequest('invalid_data', [{ path: 'image', message: 'invalid_data' }]);
  }
  if (!meta.width || !meta.height || meta.width > MAX_IMAGE_SIDE || meta.height > MAX_IMAGE_SIDE) {
    throw badRequest('invalid_data', [{ path: 'image', message: 'invalid_data' }]);
  }

  try {
    const { data, info } = await sharp(input, options)
      .autoOrient()
      .resize({ width: MAX_OUTPUT_SIDE, height: MAX_OUTPUT_SIDE, fit: 'inside', withoutEnlargement: true })
      // JPEG has no alpha: transparent areas of a PNG become white canvas, not black.
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      // libjpeg-turbo, not mozjpeg: a 12 MP photo takes 0.4 s of CPU instead of 1.3 s, for a
      // file 12 % larger (`BENCH_PARTS=upload npm run bench:photo`). A print source's size
      // matters little; a core taken for a second per upload is felt during a sale (issue #46).
      .jpeg({ quality: OUTPUT_QUALITY, progressive: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // Metadata came from the header alone; the pixels may still be undecodable (no HEVC
    // decoder in this libvips build, or a corrupt body).
    throw heif ? heicUnsupported() : badRequest('invalid_data', [{ path: 'image', message: 'invalid_data' }]);
  }
}

/** Content types of the files we serve: our own JPEGs and generated demo images. */
const mediaTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  // The companion's region map: gzip bytes the browser un-gzips itself, so no Content-Encoding.
  kmap: 'application/octet-stream',
};

export function mediaTypeOf(key: string): string | null {
  const dot = key.lastIndexOf('.');
  if (dot < 0) return null;
  return mediaTypes[key.slice(dot + 1).toLowerCase()] ?? null;
}
