'use client';

import { useTranslations } from 'next-intl';
import {
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type DragEvent,
  type ReactNode,
} from 'react';
import { ApiError } from '@/lib/api/api-error';
import { ACCEPTED_PHOTO_TYPES, heicAsJpeg, photoFileProblem } from './photo-file';
import styles from './photo-picture.module.css';
import { contentProblem, headOf, isFileRefusal, uploadProblemOf, type UploadProblem } from './photo-refusal';
import { uploadPhoto } from './upload-photo';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'done'; imageUrl: string }
  /** `name`: the refused file's, for a refusal said in the preview area */
  | { status: 'error'; problem: string; name?: string };

interface PhotoUploadProps {
  /** width / height of the chosen size: the preview is framed like the picture */
  aspect: number;
  state: UploadState;
  onState: (state: UploadState) => void;
  /** an order-level message about the photo (e.g. none uploaded yet) */
  error?: string;
  /** the chosen file, for the live preview; null when it was refused */
  onFile?: (file: File | null) => void;
  /**
   * Shown instead of the plain framed photo once one is chosen (the live preview); it calls
   * `onUnreadable` when the browser cannot decode the photo.
   */
  preview?: (onUnreadable: () => void) => ReactNode;
  /** the photo will not paint: no "uploaded" cheer beside the refusal */
  refused?: boolean;
}

/**
 * Choose (or drop) a photo: checked in the browser (name, type, size, first bytes), previewed
 * at once from an object URL, and uploaded straight away with a progress bar, so the order
 * itself is quick to send. A file that is no photo is refused in the preview area itself.
 */
export function PhotoUpload({
  aspect,
  state,
  onState,
  error,
  onFile,
  preview: livePreview,
  refused = false,
}: PhotoUploadProps) {
  const t = useTranslations('photo.upload');
  const inputId = useId();
  const [preview, setPreview] = useState<{ url: string; choice: number } | null>(null);
  const [fileName, setFileName] = useState('');
  const controller = useRef<AbortController | null>(null);
  // Each choice's number: a refusal (an image's error event, an upload's answer) of a file
  // since replaced by another changes nothing.
  const choice = useRef(0);
  const refusalBox = useRef<HTMLDivElement>(null);

  // The preview's object URL holds the file in memory: let it go when replaced or unmounted.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview.url)), [preview]);
  useEffect(() => () => controller.current?.abort(), []);

  const refusal = state.status === 'error' && isFileRefusal(state.problem) ? state : null;
  // On a phone the chooser's button is under the frame, which may have scrolled up: bring the
  // refusal into view and give it the focus, so it is seen and read out (then Tab → chooser).
  useEffect(() => {
    if (!refusal) return;
    refusalBox.current?.scrollIntoView({ block: 'nearest' });
    refusalBox.current?.focus({ preventScroll: true });
  }, [refusal]);

  // The latest callbacks, for a refusal that comes from the preview's image (a stable handler,
  // so the memoised studio panel is not re-rendered by every progress update of the upload).
  const latest = useRef({ onState, onFile });
  useEffect(() => {
    latest.current = { onState, onFile };
  });

  /** The file will not do: no photo, no upload, the reason where the photo would be. */
  const refuse = useCallback((problem: UploadProblem, name: string, of: number) => {
    if (of !== choice.current) return;
    choice.current += 1;
    controller.current?.abort();
    startTransition(() => {
      setPreview(null);
      latest.current.onFile?.(null);
      latest.current.onState({ status: 'error', problem, name });
    });
  }, []);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    controller.current?.abort();
    const current = ++choice.current;
    let file = chosen;
    // The type comes from the name: a text file renamed `.jpg` is "image/jpeg" until its bytes are read.
    let problem: UploadProblem | null =
      photoFileProblem(file) ?? contentProblem(await headOf(file).catch(() => new Uint8Array(0)));
    // A browser that opens HEIC (Safari) hands the workshop a JPEG of it; others get the advice.
    if (problem === 'heic') {
      const jpeg = await heicAsJpeg(file);
      if (jpeg) {
        file = jpeg;
        problem = photoFileProblem(jpeg);
      }
    }
    if (current !== choice.current) return; // another file was chosen meanwhile
    if (problem) return refuse(problem, chosen.name, current);
    // The change event itself renders nothing: the photo step re-renders as a transition, in
    // slices between frames (rendered in the event, it was one task of 130-160 ms at 4× CPU).
    const url = URL.createObjectURL(file);
    startTransition(() => {
      setFileName(file.name);
      setPreview({ url, choice: current });
      onFile?.(file);
      onState({ status: 'uploading', progress: 0 });
    });
    const upload = new AbortController();
    controller.current = upload;
    // The upload starts a task later: its setup (the cookie read, the request sent with the
    // file) and the choice's own work above made one task of 60-85 ms at 4× CPU (issue #46).
    setTimeout(() => {
      if (upload.signal.aborted) return;
      uploadPhoto(file, (progress) => onState({ status: 'uploading', progress }), upload.signal)
        .then((result) => onState({ status: 'done', imageUrl: result.imageUrl }))
        .catch((e: unknown) => {
          if ((e as Error).name === 'AbortError') return;
          const why = e instanceof ApiError ? uploadProblemOf(e) : 'failed';
          if (isFileRefusal(why)) refuse(why, file.name, current);
          else onState({ status: 'error', problem: why });
        });
    });
  };

  // The browser could not decode what it was given: the photo is refused as the API would.
  const unreadable = useCallback(() => {
    if (preview) refuse('damaged', fileName, preview.choice);
  }, [preview, fileName, refuse]);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    void choose(event.dataTransfer.files[0]);
  };

  // A refusal is said in the frame; under the chooser only the upload's failures and the form's word.
  const message = state.status === 'error' && !refusal ? t(`problems.${state.problem}`) : error;
  const framed = (
    <div
      className={refusal ? styles.previewRefused : styles.preview}
      style={refusal ? undefined : { aspectRatio: aspect }}
      data-testid="photo-frame"
      onDragOver={(e) => e.preventDefault()}
      onDrop={onDrop}
    >
      {refusal ? (
        <div
          ref={refusalBox}
          className={styles.refusal}
          role="alert"
          tabIndex={-1}
          data-testid="photo-refusal"
        >
          <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true">
            <path
              d="M10 6h20l8 8v28H10zM30 6v8h8M18 24l12 12M30 24L18 36"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          </svg>
          {refusal.name && <p className={styles.refusalTitle}>{t('refused', { name: refusal.name })}</p>}
          <p>{t(`problems.${refusal.problem}`)}</p>
        </div>
      ) : preview ? (
        // An object URL of the shopper's own file: next/image cannot optimise it, nor need to.
        <img src={preview.url} alt={t('previewAlt')} className={styles.previewImage} onError={unreadable} />
      ) : (
        <div className={styles.previewEmpty}>
          <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
            <path
              d="M8 36l10-12 8 9 6-6 8 9M8 10h32v28H8z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinejoin="round"
            />
            <circle cx="31" cy="18" r="3.5" fill="currentColor" />
          </svg>
          <p>{t('dropHere')}</p>
        </div>
      )}
    </div>
  );

  return (
    <div className={styles.upload}>
      {preview && livePreview && !refusal ? (
        // The live preview's code may still be on its way: the framed photo stands in for it.
        <Suspense fallback={framed}>{livePreview(unreadable)}</Suspense>
      ) : (
        framed
      )}

      <div className={styles.picker}>
        <label htmlFor={inputId} className="button button-secondary">
          {preview ? t('change') : t('choose')}
        </label>
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED_PHOTO_TYPES.join(',')}
          className="visually-hidden"
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = ''; // the same file chosen again still fires a change
          }}
        />
        <p id={`${inputId}-hint`} className={styles.hint}>
          {t('hint')}
        </p>
      </div>

      {state.status === 'uploading' && (
        <div className={styles.progress}>
          <progress max={1} value={state.progress} aria-label={t('progress')} />
          <span aria-live="polite">{Math.round(state.progress * 100)} %</span>
        </div>
      )}
      {state.status === 'done' && !refused && (
        <p className={styles.done} role="status">
          {t('uploaded', { name: fileName })}
        </p>
      )}
      {message && (
        <p className="field-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
