'use client';

import { useTranslations } from 'next-intl';
import { memo, startTransition, useCallback, useImperativeHandle, useState, type RefObject } from 'react';
import { aspectOf } from './photo-file';
import type { PhotoOptionsValue } from './photo-options';
import { LazyStudioPanel } from './lazy-studio-panel';
import type { StudioSnapshot } from './photo-studio-panel';
import { PhotoUpload, type UploadState } from './photo-upload';

/** What the order form asks of the photo step when it sends the order. */
export interface PhotoStepControl {
  upload: UploadState;
  /** the order waits for the photo: for its upload (null) or for the studio (its blocker) */
  hold: (blocker: StudioSnapshot['blocker']) => void;
  /** the API refused the uploaded image: the shopper uploads it again */
  again: () => void;
  /** the order was placed: a next one starts with no upload */
  clear: () => void;
}

interface PhotoStepProps {
  options: PhotoOptionsValue;
  studio: RefObject<StudioSnapshot>;
  control: RefObject<PhotoStepControl | null>;
}

/**
 * The chosen photo, its upload and the studio, with their state kept here rather than in the
 * order form: choosing a photo re-renders this step only. Held by the form, each upload state
 * re-rendered the whole form (contact, delivery, payment), and React's commit of it, which
 * compares every element's props, was the longest task of a photo's choice (issue #46).
 */
export const PhotoStep = memo(function PhotoStep({ options, studio, control }: PhotoStepProps) {
  const t = useTranslations('photo');
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' });
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [file, setFile] = useState<File | null>(null);
  const [blocker, setBlocker] = useState<StudioSnapshot['blocker']>(null);
  const [blockedBy, setBlockedBy] = useState<StudioSnapshot['blocker']>(null);
  const onBlocker = useCallback(
    (next: StudioSnapshot['blocker']) => startTransition(() => setBlocker(next)),
    [],
  );

  useImperativeHandle(
    control,
    () => ({
      upload,
      hold: (reason) =>
        reason
          ? setBlockedBy(reason)
          : setPhotoError(t(upload.status === 'uploading' ? 'upload.wait' : 'upload.required')),
      again: () => {
        setUpload({ status: 'idle' });
        setPhotoError(t('upload.again'));
      },
      clear: () => setUpload({ status: 'idle' }),
    }),
    [upload, t],
  );

  const onUpload = (state: UploadState) => {
    // The order's schema and zod (~30 kB) load once the shopper starts on the order step (a
    // field focused), neither when the first visit goes idle (issue #26) nor when a photo is
    // chosen: evaluating them is one task of 190-280 ms at 4× CPU wherever it lands, and there
    // it fell among the preview's (issue #46). The first submit waits for them at worst.
    startTransition(() => setUpload(state));
    if (state.status !== 'error') setPhotoError(undefined);
  };

  return (
    <PhotoUpload
      aspect={aspectOf(options.size)}
      state={upload}
      onState={onUpload}
      error={
        blockedBy && blocker ? t(blocker === 'refused' ? 'preview.blocked' : 'preview.wait') : photoError
      }
      onFile={(chosen) => {
        // Until the studio's code has come and looked at this photo, the order waits for
        // it; a refused file leaves nothing to wait for (the upload's error holds the order).
        studio.current = { ...studio.current, blocker: chosen ? 'wait' : null };
        startTransition(() => {
          setFile(chosen);
          if (!chosen) setBlocker(null);
        });
      }}
      refused={blocker === 'refused'}
      preview={(onUnreadable) => (
        <LazyStudioPanel
          file={file}
          storedUrl={upload.status === 'done' ? upload.imageUrl : null}
          options={options}
          snapshot={studio}
          onBlocker={onBlocker}
          onUnreadable={onUnreadable}
        />
      )}
    />
  );
});
