// The photo preview's Web Worker: decodes the photo and runs the paint-by-numbers generator off
// the main thread, so choosing a 12 MP photo never freezes the page. Loaded only when a photo is
// chosen (`new Worker(new URL('./preview.worker.ts', import.meta.url))` in preview-runner.ts).
import { handleRequest, type Post } from '@kartyna/paint-by-numbers/worker-protocol';
import { previewPxPerMm, type RgbaImage } from '@kartyna/paint-by-numbers';
import type { PreviewAnswer, PreviewRequest } from './preview-protocol';

interface WorkerScope {
  onmessage: ((event: { data: PreviewRequest }) => void) | null;
  postMessage: (message: PreviewAnswer, transfer?: Transferable[]) => void;
}
const scope = globalThis as unknown as WorkerScope;

// The last photo decoded: a new size, kit or crop of the same photo skips decoding it again.
let decoded: { key: string; image: RgbaImage } | null = null;

/**
 * Decoding here keeps the main thread free; `imageOrientation: 'from-image'` turns the pixels
 * as EXIF says, the way the API's sharp `.rotate()` turns the stored upload, so the crop's
 * fractions mean the same picture in both places.
 */
async function decode(blob: Blob): Promise<RgbaImage> {
  const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d context');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
  return { width, height, data };
}

const post: Post = (answer) => {
  if (answer.type !== 'result') return scope.postMessage(answer);
  const { widthMm, heightMm, palette, svg, preview, stats } = answer.result;
  // Only what the page shows; the painted pixels move instead of being copied.
  scope.postMessage(
    { type: 'result', id: answer.id, result: { widthMm, heightMm, palette, svg, preview, stats } },
    [preview.data.buffer as ArrayBuffer],
  );
};

scope.onmessage = async ({ data: request }) => {
  if (request?.type !== 'generate') return;
  const { id, source, options } = request;
  try {
    if (decoded?.key !== source.key) {
      decoded = null; // the old photo's pixels go before the new one's are allocated
      decoded = { key: source.key, image: await decode(source.blob) };
    }
    scope.postMessage({ type: 'decoded', id, width: decoded.image.width, height: decoded.image.height });
  } catch {
    scope.postMessage({ type: 'error', id, code: 'photo_unreadable' });
    return;
  }
  // The page sends the order's options; the preview's resolution is the worker's business.
  handleRequest(
    { type: 'generate', id, image: decoded.image, options: { ...options, pxPerMm: previewPxPerMm } },
    post,
  );
};
