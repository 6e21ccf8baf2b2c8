// The photo preview's Web Worker: decodes the photo and runs the paint-by-numbers generator off
// the main thread, so choosing a 12 MP photo never freezes the page. Loaded only when a photo is
// chosen (`new Worker(new URL('./preview.worker.ts', import.meta.url))` in preview-runner.ts).
import { handleRequest, type Post } from '@kartyna/paint-by-numbers/worker-protocol';
import { previewPxPerMm, type RgbaImage } from '@kartyna/paint-by-numbers';
import { decodeScale } from './decode-scale';
import type { PreviewAnswer, PreviewRequest } from './preview-protocol';

interface WorkerScope {
  onmessage: ((event: { data: PreviewRequest }) => void) | null;
  postMessage: (message: PreviewAnswer, transfer?: Transferable[]) => void;
}
const scope = globalThis as unknown as WorkerScope;

interface Decoded {
  key: string;
  /** The EXIF-turned photo's own size. */
  width: number;
  height: number;
  /** The share of it that `image` holds, 1 for every pixel. */
  scale: number;
  image: RgbaImage;
}

// The last photo decoded: a new size, kit or crop of the same photo skips decoding it again.
let decoded: Decoded | null = null;

/**
 * Decoding here keeps the main thread free; `imageOrientation: 'from-image'` turns the pixels
 * as EXIF says, the way the API's sharp `.rotate()` turns the stored upload, so the crop's
 * fractions mean the same picture in both places. A bitmap is decoded only when drawn, so the
 * first one gives the photo's size for nothing; a smaller copy is decoded straight to its size
 * (a JPEG decoder can skip most of the work at ½, ¼ and ⅛).
 */
async function decode(
  blob: Blob,
  size: { width: number; height: number } | null,
  scaleFor: (w: number, h: number) => number,
): Promise<Omit<Decoded, 'key'>> {
  let bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  const { width, height } = size ?? bitmap;
  const scale = scaleFor(width, height);
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  if (scale < 1) {
    const small = await createImageBitmap(blob, {
      imageOrientation: 'from-image',
      resizeWidth: w,
      resizeHeight: h,
      resizeQuality: 'medium',
    });
    // A browser that resized before turning the photo would hand it over squeezed: read it whole.
    if (
      small.width === w &&
      small.height === h &&
      Math.abs(small.width / small.height - width / height) < 0.01
    ) {
      bitmap.close();
      bitmap = small;
    } else small.close();
  }
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d context');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return {
    width,
    height,
    scale: image.width / width,
    image: { width: image.width, height: image.height, data: image.data },
  };
}

const post: Post = (answer) => {
  if (answer.type !== 'result') return scope.postMessage(answer);
  const { widthMm, heightMm, palette, svg: text, preview, stats } = answer.result;
  // Only what the page shows; the painted pixels move instead of being copied, and the outline
  // is encoded here, where a Blob costs the page nothing (it passes by reference).
  const svg = new Blob([text], { type: 'image/svg+xml' });
  scope.postMessage(
    { type: 'result', id: answer.id, result: { widthMm, heightMm, palette, svg, preview, stats } },
    [preview.data.buffer as ArrayBuffer],
  );
};

scope.onmessage = async ({ data: request }) => {
  if (request?.type !== 'generate') return;
  const { id, source, options } = request;
  let image: RgbaImage;
  try {
    const wanted = (width: number, height: number) => decodeScale(source.kind, { width, height }, options);
    const known = decoded?.key === source.key ? decoded : null;
    if (known && known.scale >= Math.min(1, wanted(known.width, known.height) * 0.999)) image = known.image;
    else {
      decoded = null; // the old photo's pixels go before the new one's are allocated
      // A closer crop of the same photo than its pixels allow: the whole photo, once.
      const size = known && { width: known.width, height: known.height };
      decoded = { ...(await decode(source.blob, size, size ? () => 1 : wanted)), key: source.key };
      image = decoded.image;
    }
    scope.postMessage({ type: 'decoded', id, width: image.width, height: image.height });
  } catch {
    scope.postMessage({ type: 'error', id, code: 'photo_unreadable' });
    return;
  }
  // The page sends the order's options; the preview's resolution is the worker's business.
  handleRequest({ type: 'generate', id, image, options: { ...options, pxPerMm: previewPxPerMm } }, post);
};
