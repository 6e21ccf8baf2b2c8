import { generatePaintByNumbers } from './generate';
import {
  PhotoRejectedError,
  type GeneratorOptions,
  type GeneratorResult,
  type GeneratorStage,
  type PhotoErrorCode,
  type RgbaImage,
} from './types';

/**
 * Messages between the page and the generator's Web Worker. The page decodes the photo
 * (createImageBitmap → OffscreenCanvas → getImageData) and sends the pixels, transferring the
 * buffer; the worker answers with progress, then a result or an error key to translate.
 */
export interface GenerateRequest {
  type: 'generate';
  /** Echoed in every answer, so a page can drop answers to a request it has replaced. */
  id: number;
  image: RgbaImage;
  options: Omit<GeneratorOptions, 'onProgress'>;
}

export type WorkerAnswer =
  | { type: 'progress'; id: number; stage: GeneratorStage; fraction: number }
  | { type: 'result'; id: number; result: GeneratorResult }
  | { type: 'error'; id: number; code: PhotoErrorCode | 'unexpected_error'; minShortSidePx?: number };

export type Post = (answer: WorkerAnswer, transfer?: ArrayBuffer[]) => void;

/** The worker's whole job, apart from the worker globals: testable in Node. */
export function handleRequest(request: GenerateRequest, post: Post): void {
  const { id } = request;
  try {
    const result = generatePaintByNumbers(request.image, {
      ...request.options,
      onProgress: (stage, fraction) => post({ type: 'progress', id, stage, fraction }),
    });
    // The big pixel buffers move to the page instead of being copied.
    post({ type: 'result', id, result }, [
      result.preview.data.buffer as ArrayBuffer,
      result.regionMap.data.buffer as ArrayBuffer,
    ]);
  } catch (error) {
    if (!(error instanceof PhotoRejectedError)) post({ type: 'error', id, code: 'unexpected_error' });
    else if (error.minShortSidePx === undefined) post({ type: 'error', id, code: error.code });
    else post({ type: 'error', id, code: error.code, minShortSidePx: error.minShortSidePx });
  }
}
