'use client';

import { heicNotSupportedKey } from '@kartyna/domain';
import { useTranslations } from 'next-intl';
import {
  Suspense,
  startTransition,
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
import { uploadPhoto } from './upload-photo';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'done'; imageUrl: string }
  | { status: 'error'; problem: string };

interface PhotoUploadProps {
  /** width / height of the chosen size: the preview is framed like the picture */
  aspect: number;
  state: UploadState;
  onState: (state: UploadState) => void;
  /** an order-level message about the photo (e.g. none uploaded yet) */
  error?: string;
  /** the chosen file, for the live preview */
  onFile?: (file: File) => void;
  /** shown instead of the plain framed photo once one is chosen (the live preview) */
  preview?: ReactNode;
  /** the photo will not paint: no "uploaded" cheer beside the refusal */
  refused?: boolean;
}

/** The server's refusal in the shopper's terms: 413 is too large, 415 not a photo, HEIC its own. */
function problemOf(error: ApiError): string {
  if (error.errors.some((e) => e.message === heicNotSupportedKey)) return 'heic';
  if (error.statusCode === 413) return 'too_large';
  if (error.statusCode === 415) return 'unsupported';
  if (error.statusCode === 429) return 'too_many';
  return 'failed';
}

/**
 * Choose (or drop) a photo: checked in the browser, previewed at once from an object URL, and
 * uploaded straight away with a progress bar, so the order itself is quick to send.
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
  const [preview, setPreview] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const controller = useRef<AbortController | null>(null);

  // The preview's object URL holds the file in memory: let it go when replaced or unmounted.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => () => controller.current?.abort(), []);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    controller.current?.abort();
    let file = chosen;
    let problem = photoFileProblem(file);
    // A browser that opens HEIC (Safari) hands the workshop a JPEG of it; others get the advice.
    if (problem === 'heic') {
      const jpeg = await heicAsJpeg(file);
      if (jpeg) {
        file = jpeg;
        problem = photoFileProblem(jpeg);
      }
    }
    if (problem) {
      onState({ status: 'error', problem });
      return;
    }
    // The change event itself renders nothing: the photo step re-renders as a transition, in
    // slices between frames (rendered in the event, it was one task of 130-160 ms at 4× CPU).
    const url = URL.createObjectURL(file);
    startTransition(() => {
      setFileName(file.name);
      setPreview(url);
      onFile?.(file);
      onState({ status: 'uploading', progress: 0 });
    });
    const current = new AbortController();
    controller.current = current;
    uploadPhoto(file, (progress) => onState({ status: 'uploading', progress }), current.signal)
      .then((result) => onState({ status: 'done', imageUrl: result.imageUrl }))
      .catch((e: unknown) => {
        if ((e as Error).name === 'AbortError') return;
        onState({ status: 'error', problem: e instanceof ApiError ? problemOf(e) : 'failed' });
      });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    void choose(event.dataTransfer.files[0]);
  };

  const message = state.status === 'error' ? t(`problems.${state.problem}`) : error;
  const framed = (
    <div
      className={styles.preview}
      style={{ aspectRatio: aspect }}
      onDragOver={(e) => e.preventDefault()}
      onDrop={onDrop}
    >
      {preview ? (
        // An object URL of the shopper's own file: next/image cannot optimise it, nor need to.
        <img src={preview} alt={t('previewAlt')} className={styles.previewImage} />
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
      {preview && livePreview ? (
        // The live preview's code may still be on its way: the framed photo stands in for it.
        <Suspense fallback={framed}>{livePreview}</Suspense>
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
