import type { GeneratorOptions, GeneratorResult } from '@kartyna/paint-by-numbers';
import type { WorkerAnswer } from '@kartyna/paint-by-numbers/worker-protocol';

/** A photo to preview: the shopper's file first, then the stored upload (the workshop's pixels). */
export interface PreviewSource {
  /** Names the pixels: the worker keeps the last photo decoded under it. */
  key: string;
  blob: Blob;
  kind: 'local' | 'stored';
}

export type PreviewOptions = Omit<GeneratorOptions, 'onProgress'>;

/** Page → worker: the photo itself (a Blob is passed by reference, not copied) and the options. */
export interface PreviewRequest {
  type: 'generate';
  id: number;
  source: Pick<PreviewSource, 'key' | 'blob' | 'kind'>;
  options: PreviewOptions;
}

/**
 * What the page shows of a result: the palette, the outline, the painted picture and the
 * counts. The regions and region map stay in the worker: copying thousands of region objects
 * into the page was one of its longest tasks. The outline comes as a Blob made in the worker:
 * its megabytes of text, cloned into the page and encoded there for an object URL, were the
 * longest task of the first preview (75-110 ms at 4× CPU, issue #46).
 */
export type PreviewResult = Pick<
  GeneratorResult,
  'widthMm' | 'heightMm' | 'palette' | 'preview' | 'stats'
> & {
  svg: Blob;
};

/** Worker → page: the generator's answers, plus "decoded" and a photo the browser cannot read. */
export type PreviewAnswer =
  | Exclude<WorkerAnswer, { type: 'result' }>
  | { type: 'result'; id: number; result: PreviewResult }
  | { type: 'decoded'; id: number; width: number; height: number }
  | { type: 'error'; id: number; code: 'photo_unreadable' };
