'use client';

import { startTransition, useEffect, useRef, useState } from 'react';
import type { PreviewOptions, PreviewResult, PreviewSource } from './preview-protocol';
import {
  PreviewRunner,
  StaleRunError,
  overallProgress,
  type PreviewOutcome,
  type PreviewStage,
} from './preview-runner';

/** A result on screen, with the options and photo it was made from. */
export interface ShownPreview {
  optionsKey: string;
  sourceKey: string;
  sourceKind: PreviewSource['kind'];
  result: PreviewResult;
  /** The numbered outline as an object URL, for an <img> (a big SVG stays out of React's DOM). */
  svgUrl: string;
}

export type PreviewProblem =
  Extract<PreviewOutcome, { type: 'refused' }> | { type: 'unreadable' } | { type: 'failed' };

/** Where the run is, 0…1 overall. */
export interface PreviewProgress {
  stage: PreviewStage;
  progress: number;
}

/**
 * The run's progress outside React state: dozens of updates a second reach only the bar, which
 * writes them into the DOM itself — at 4× CPU throttling one render of the whole form is a
 * main-thread task over 50 ms, and even the bar's own synchronous render was one.
 */
export interface ProgressStore {
  subscribe: (listener: () => void) => () => void;
  get: () => PreviewProgress;
}

function createProgressStore(): ProgressStore & { set: (value: PreviewProgress) => void } {
  let value: PreviewProgress = { stage: 'decode', progress: 0 };
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => value,
    set: (next) => {
      value = next;
      listeners.forEach((l) => l());
    },
  };
}

export interface PhotoPreviewState {
  running: boolean;
  /** Only the photo changed (the stored upload replacing the local file): no progress bar. */
  quiet: boolean;
  progress: ProgressStore;
  shown: ShownPreview | null;
  problem: PreviewProblem | null;
  retry: () => void;
}

/** Size, kit and crop changes settle this long before the generator runs again. */
const settleMs = 300;

/**
 * Runs the generator in its worker whenever the photo or the options change: at once for a new
 * photo, after a short pause for option and crop changes (a drag is many changes), and replaces
 * a run still going. The last good result stays on screen while the next one is made.
 */
export function usePhotoPreview(
  source: PreviewSource | null,
  options: PreviewOptions | null,
): PhotoPreviewState {
  const runner = useRef<PreviewRunner | null>(null);
  const [shown, setShown] = useState<ShownPreview | null>(null);
  const [running, setRunning] = useState(false);
  const [progress] = useState(createProgressStore);
  const [problem, setProblem] = useState<PreviewProblem | null>(null);
  const [attempt, setAttempt] = useState(0);
  // A run that failed (the worker died or threw) is tried once more on a fresh worker before the
  // shopper is told: a failure seen now and then in the journeys whose cause is not yet found.
  const autoRetried = useRef<string | null>(null);
  // The run going now and the last one answered, by photo, options and attempt.
  const inFlight = useRef<{ runKey: string; kind: PreviewSource['kind']; optionsKey: string } | null>(null);
  const settled = useRef<string | null>(null);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const optionsKey = options ? JSON.stringify(options) : '';

  useEffect(() => () => runner.current?.stop(), []);
  // The worker and the generator's code load while the page still reads the photo's size, in
  // a task of their own rather than among the panel's first effects.
  useEffect(() => {
    if (!source) return;
    const timer = setTimeout(() => (runner.current ??= new PreviewRunner()).warm());
    return () => clearTimeout(timer);
  }, [source]);
  // The outline's object URL holds a large string: let it go when replaced or unmounted.
  useEffect(() => () => void (shown && URL.revokeObjectURL(shown.svgUrl)), [shown]);

  // A different photo (not the stored copy of the same one) starts from an empty preview.
  const localKey = source?.kind === 'local' ? source.key : null;
  useEffect(() => {
    setShown(null);
    setProblem(null);
    if (!localKey) {
      runner.current?.stop();
      inFlight.current = null;
      setRunning(false);
    }
  }, [localKey]);

  useEffect(() => {
    if (!source || !options) return;
    const runKey = `${source.key}|${optionsKey}|${attempt}`;
    // This very run is going, or done: nothing to start (the effect re-runs when `running` flips).
    if (inFlight.current?.runKey === runKey || settled.current === runKey) return;
    // The stored copy arrived while the shopper's own file is being painted with the same options:
    // let that run finish, so a preview shows as soon as it can, and paint the stored copy after
    // it, quietly. Replacing it would start the whole photo over (upload beats a 12 MP preview).
    if (
      source.kind === 'stored' &&
      inFlight.current?.kind === 'local' &&
      inFlight.current.optionsKey === optionsKey
    )
      return;
    const now = shownRef.current;
    const newPhoto = !now || now.sourceKey !== source.key;
    const timer = setTimeout(
      () => {
        runner.current ??= new PreviewRunner();
        inFlight.current = { runKey, kind: source.kind, optionsKey };
        startTransition(() => {
          setRunning(true);
          setProblem(null);
        });
        const finished = () => {
          inFlight.current = null;
          settled.current = runKey;
        };
        runner.current
          .run(source, options, (stage, f) => progress.set({ stage, progress: overallProgress(stage, f) }))
          // Results render as a transition: in slices the browser can interrupt, not one long task.
          .then((outcome) => {
            finished();
            startTransition(() => {
              setRunning(false);
              if (outcome.type !== 'result') {
                setShown(null);
                setProblem(outcome);
                return;
              }
              const svgUrl = URL.createObjectURL(outcome.result.svg);
              setShown({
                optionsKey,
                sourceKey: source.key,
                sourceKind: source.kind,
                result: outcome.result,
                svgUrl,
              });
            });
          })
          .catch((error: unknown) => {
            if (error instanceof StaleRunError) return;
            const photoRun = `${source.key}|${optionsKey}`;
            if (autoRetried.current !== photoRun) {
              autoRetried.current = photoRun;
              inFlight.current = null;
              runner.current?.stop();
              runner.current = null;
              setAttempt((a) => a + 1);
              return;
            }
            finished();
            startTransition(() => {
              setRunning(false);
              setShown(null);
              setProblem({ type: 'failed' });
            });
          });
      },
      newPhoto && (!now || now.optionsKey === optionsKey) ? 0 : settleMs,
    );
    return () => clearTimeout(timer);
    // optionsKey stands for options (a new object each render with the same content); `running`
    // wakes a stored copy that waited for the local run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, optionsKey, attempt, running]);

  // Options changed and their run waits for the settle pause: what is on screen is already
  // out of date, so the page says "refreshing" at once, not 300 ms later.
  const settling = shown !== null && options !== null && shown.optionsKey !== optionsKey;
  const quiet =
    running && shown !== null && shown.optionsKey === optionsKey && shown.sourceKey !== source?.key;
  return {
    running: running || settling,
    quiet,
    progress,
    shown,
    problem,
    retry: () => setAttempt((a) => a + 1),
  };
}
