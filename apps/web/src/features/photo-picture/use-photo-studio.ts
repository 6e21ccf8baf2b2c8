'use client';

import {
  minPaintableShortSidePx,
  photoCanvasCm,
  photoDetailByComplectation,
  photoPaletteSize,
  photoPxPerCm,
  photoQuality,
  photoTemplateSeed,
  type PhotoCrop,
  type PhotoOrientation,
} from '@kartyna/domain';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import {
  centredFraming,
  clampFraming,
  cropOf,
  maxZoom,
  orientationOf,
  type Framing,
  type PhotoSize,
} from './photo-crop';
import { photoAdvice, type PhotoAdvice } from './photo-advice';
import type { PhotoOptionsValue } from './photo-options';
import type { PreviewOptions, PreviewSource } from './preview-protocol';
import { usePhotoPreview, type PhotoPreviewState } from './use-photo-preview';

let localPhotos = 0;

/** What the order line carries about the framing (photoOrderLineInputSchema). */
export interface OrderFraming {
  orientation: PhotoOrientation;
  crop?: PhotoCrop;
  seed: number;
}

export interface PhotoStudio {
  photoUrl: string | null;
  photo: PhotoSize | null;
  onPhotoLoaded: (size: PhotoSize) => void;
  orientation: PhotoOrientation;
  setOrientation: (o: PhotoOrientation) => void;
  /** width / height of the canvas as painted */
  aspect: number;
  framing: Framing;
  zoomLimit: number;
  setFraming: (f: Framing) => void;
  /** zoom by a factor of the zoom as it will be, so taps in quick succession add up */
  zoomBy: (factor: number) => void;
  preview: PhotoPreviewState;
  /** What the photo gives at this size and framing, and what to do about it; null before it loads. */
  advice: PhotoAdvice | null;
  order: OrderFraming;
  /** Why the order cannot go yet: the generator refused the photo, or the first preview is on its way. */
  blocker: 'refused' | 'wait' | null;
}

/**
 * The photo's framing and its live preview: the shopper's file is previewed at once; when the
 * upload answers, the stored copy (EXIF-turned and re-encoded by the API, the pixels the
 * workshop's template is made from) is fetched and previewed again with the same options.
 */
export function usePhotoStudio(
  file: File | null,
  storedUrl: string | null,
  options: PhotoOptionsValue,
): PhotoStudio {
  const [photo, setPhoto] = useState<PhotoSize | null>(null);
  const [chosen, setChosen] = useState<PhotoOrientation | null>(null);
  const [rawFraming, setFraming] = useState<Framing>(centredFraming);
  const [stored, setStored] = useState<PreviewSource | null>(null);

  const local = useMemo<PreviewSource | null>(
    () => (file ? { key: `local:${++localPhotos}`, blob: file, kind: 'local' } : null),
    [file],
  );
  const photoUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (photoUrl && URL.revokeObjectURL(photoUrl)), [photoUrl]);

  // A new photo is framed afresh, its orientation following its own. Reset while rendering
  // (not in an effect): the photo's load event may come before a transition's effects run.
  const [framedFile, setFramedFile] = useState(file);
  if (framedFile !== file) {
    setFramedFile(file);
    setPhoto(null);
    setChosen(null);
    setFraming(centredFraming);
    setStored(null);
  }

  useEffect(() => {
    if (!file || !storedUrl) return;
    const controller = new AbortController();
    fetch(storedUrl, { signal: controller.signal })
      .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
      .then((blob) => startTransition(() => setStored({ key: `stored:${storedUrl}`, blob, kind: 'stored' })))
      // The local preview stays; the workshop's template comes from the same photo regardless.
      .catch(() => undefined);
    return () => controller.abort();
  }, [file, storedUrl]);

  // The photo's size, its stored copy and the run's start re-render the whole studio: as
  // transitions, in slices between frames; outside one React renders such an update in one
  // task, and at 4× CPU these came while the first preview was on its way (issue #46).
  const onPhotoLoaded = useCallback((size: PhotoSize) => startTransition(() => setPhoto(size)), []);

  const orientation = chosen ?? (photo ? orientationOf(photo) : 'portrait');
  const canvas = photoCanvasCm(options.size, orientation);
  const aspect = canvas.widthCm / canvas.heightCm;
  const zoomLimit = photo ? maxZoom(photo, aspect, minPaintableShortSidePx(canvas)) : 1;
  const framing = photo ? clampFraming(photo, aspect, rawFraming, zoomLimit) : centredFraming;
  const zoomBy = (factor: number) =>
    setFraming((f) => ({
      ...f,
      zoom: Math.min(Math.max(Math.min(f.zoom, zoomLimit) * factor, 1), zoomLimit),
    }));
  const crop = photo ? cropOf(photo, aspect, framing) : undefined;
  // The generator decides by the same rule (it refuses a too-small photo itself); this is the
  // advice beside its answer, worked out from the sizes on offer.
  const advice =
    photo && crop
      ? photoAdvice(photo, options.size, orientation, photoQuality(photoPxPerCm(photo, canvas, crop)))
      : null;

  // Exactly the options the API's template job uses (it adds print resolution, the worker the
  // preview's 1 px/mm): canvas, kit's colours and detail, seed, crop.
  const previewOptions: PreviewOptions | null = crop
    ? {
        ...canvas,
        colours: photoPaletteSize[options.complectation],
        detail: photoDetailByComplectation[options.complectation],
        seed: photoTemplateSeed,
        crop,
      }
    : null;
  const preview = usePhotoPreview(stored ?? local, previewOptions);

  const blocker =
    preview.problem?.type === 'refused'
      ? 'refused'
      : file && !preview.problem && !preview.shown
        ? 'wait'
        : null;

  return {
    photoUrl,
    photo,
    onPhotoLoaded,
    orientation,
    setOrientation: setChosen,
    aspect,
    framing,
    zoomLimit,
    setFraming,
    zoomBy,
    preview,
    advice,
    order: { orientation, seed: photoTemplateSeed, ...(crop ? { crop } : {}) },
    blocker,
  };
}
