import { heicNotSupportedKey } from '@kartyna/domain';
import type { ApiError } from '@/lib/api/api-error';
import type { PhotoFileProblem } from './photo-file';

/**
 * Why a chosen photo cannot be used. Besides what its name, type and size say (photo-file.ts):
 * `not_image`, its bytes are no picture (a text file renamed `.jpg`); `damaged`, they begin as
 * one but the browser or the API cannot read it whole. `too_many` and `failed` are the upload's.
 */
export type UploadProblem = PhotoFileProblem | 'not_image' | 'damaged' | 'too_many' | 'failed';

/**
 * The problems of the file itself: said in the preview area where the photo would be (issue #48:
 * a broken-image icon with «Картина з'явиться тут…» stood there while the reason sat below the
 * fold). The upload's own failures keep the photo on screen and are said under the chooser.
 */
const fileRefusals: ReadonlySet<string> = new Set<UploadProblem>([
  'too_large',
  'unsupported',
  'heic',
  'empty',
  'not_image',
  'damaged',
]);

export const isFileRefusal = (problem: string): boolean => fileRefusals.has(problem);

type Sniffed = 'image/jpeg' | 'image/png' | 'image/webp' | 'heic' | 'other-image' | null;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** How many first bytes `sniffPhoto` reads. */
export const SNIFF_BYTES = 16;

/**
 * What the file's first bytes say it is, as the API tells (file-type, by content): the name and
 * the declared type are only the file's word. HEIC (and AVIF, its kin) by their ISO box brand;
 * other images the shop does not take (GIF, BMP, TIFF) as such; anything else, null.
 */
export function sniffPhoto(head: Uint8Array): Sniffed {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (/^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(brand)) return 'heic';
    if (/^avi[fs]$/.test(brand)) return 'other-image';
  }
  if (ascii(head, 0, 4) === 'GIF8' || ascii(head, 0, 2) === 'BM') return 'other-image';
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'other-image';
  return null;
}

/** The file's content problem, from its first bytes; null for a JPEG, PNG or WebP. */
export function contentProblem(head: Uint8Array): 'not_image' | 'unsupported' | 'heic' | null {
  const kind = sniffPhoto(head);
  if (kind === null) return 'not_image';
  if (kind === 'other-image') return 'unsupported';
  if (kind === 'heic') return 'heic';
  return null;
}

/** The first bytes of a file, as `contentProblem` reads them. */
export async function headOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
}

/**
 * The API's refusal in the shopper's terms. The browser has already checked name, type and first
 * bytes, so a 415 means the content is no photo after all, and a 400 `invalid_data` a photo
 * that cannot be read whole; 413 is too large, 429 too many, HEIC its own advice.
 */
export function uploadProblemOf(error: Pick<ApiError, 'statusCode' | 'message' | 'errors'>): UploadProblem {
  if (error.errors.some((e) => e.message === heicNotSupportedKey)) return 'heic';
  if (error.statusCode === 413) return 'too_large';
  if (error.statusCode === 415) return 'not_image';
  if (error.statusCode === 400 && error.message === 'invalid_data') return 'damaged';
  if (error.statusCode === 429) return 'too_many';
  return 'failed';
}
