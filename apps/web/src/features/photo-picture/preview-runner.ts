import type { GeneratorStage } from '@kartyna/paint-by-numbers';
import type {
  PreviewAnswer,
  PreviewOptions,
  PreviewRequest,
  PreviewResult,
  PreviewSource,
} from './preview-protocol';

/** Where a run is: reading the photo, then the generator's five stages. */
export type PreviewStage = 'decode' | GeneratorStage;

// Each stage's share of the bar, from timings of a 12 MP photo at 40×50 (quantising dominates).
const stageWeights: Record<PreviewStage, number> = {
  decode: 0.15,
  quantise: 0.35,
  regions: 0.1,
  merge: 0.25,
  outline: 0.07,
  labels: 0.08,
};
export const stageOrder: readonly PreviewStage[] = [
  'decode',
  'quantise',
  'regions',
  'merge',
  'outline',
  'labels',
];

/** The whole run's progress, 0…1, from the stage it is in and how far into it. */
export function overallProgress(stage: PreviewStage, fraction: number): number {
  let done = 0;
  for (const s of stageOrder) {
    if (s === stage) return Math.min(1, done + stageWeights[s] * Math.min(Math.max(fraction, 0), 1));
    done += stageWeights[s];
  }
  return done;
}

export type PreviewOutcome =
  | { type: 'result'; result: PreviewResult }
  | { type: 'refused'; code: 'photo_too_small' | 'photo_too_plain'; minShortSidePx?: number }
  | { type: 'unreadable' };

/** A run that a newer one replaced: its promise rejects with this and the page ignores it. */
export class StaleRunError extends Error {
  constructor() {
    super('stale');
    this.name = 'StaleRunError';
  }
}

interface Pending {
  id: number;
  resolve: (outcome: PreviewOutcome) => void;
  reject: (error: Error) => void;
  onProgress: (stage: PreviewStage, fraction: number) => void;
}

/**
 * One generator Web Worker for the page. A new run while one is going terminates the worker
 * (the generator is synchronous: it cannot be interrupted, and the shopper wants the newest
 * size or crop, not the old one finished first) and starts a fresh one; answers carry the run's
 * id, so a message already on its way from a replaced run is dropped.
 */
export class PreviewRunner {
  private worker: Worker | null = null;
  private pending: Pending | null = null;
  private nextId = 1;

  run(
    source: PreviewSource,
    options: PreviewOptions,
    onProgress: Pending['onProgress'],
  ): Promise<PreviewOutcome> {
    if (this.pending) this.stop();
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<PreviewOutcome>((resolve, reject) => {
      this.pending = { id, resolve, reject, onProgress };
      onProgress('decode', 0);
      const request: PreviewRequest = {
        type: 'generate',
        id,
        source: { key: source.key, blob: source.blob, kind: source.kind },
        options,
      };
      worker.postMessage(request);
    });
  }

  /** Starts the worker (and the generator's code loading) before there is a run for it. */
  warm(): void {
    if (!this.worker) this.start();
  }

  /** Ends the current run (if any) and the worker with it. */
  stop(): void {
    this.worker?.terminate();
    this.worker = null;
    const pending = this.pending;
    this.pending = null;
    pending?.reject(new StaleRunError());
  }

  private start(): Worker {
    // The generator's code is its own chunk, fetched only now that a photo has been chosen.
    const worker = new Worker(new URL('./preview.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<PreviewAnswer>) => this.answer(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      const pending = this.pending;
      this.pending = null;
      this.worker?.terminate();
      this.worker = null;
      pending?.reject(new Error(event.message || 'preview worker failed'));
    };
    this.worker = worker;
    return worker;
  }

  private answer(answer: PreviewAnswer): void {
    const pending = this.pending;
    if (!pending || answer.id !== pending.id) return; // a replaced run's late message
    if (answer.type === 'decoded') pending.onProgress('quantise', 0);
    else if (answer.type === 'progress') pending.onProgress(answer.stage, answer.fraction);
    else {
      this.pending = null;
      if (answer.type === 'result') pending.resolve({ type: 'result', result: answer.result });
      else if (answer.code === 'photo_unreadable') pending.resolve({ type: 'unreadable' });
      else if (answer.code === 'unexpected_error') pending.reject(new Error('generator failed'));
      else pending.resolve({ type: 'refused', code: answer.code, minShortSidePx: answer.minShortSidePx });
    }
  }
}
