'use client';

import { memo, useEffect, type RefObject } from 'react';
import type { PhotoOptionsValue } from './photo-options';
import { PhotoPreview } from './photo-preview';
import { usePhotoStudio, type OrderFraming, type PhotoStudio } from './use-photo-studio';

/** What the order form reads from the studio when it sends the order. */
export interface StudioSnapshot {
  order: OrderFraming;
  blocker: PhotoStudio['blocker'];
}

export interface PhotoStudioPanelProps {
  file: File | null;
  storedUrl: string | null;
  options: PhotoOptionsValue;
  snapshot: RefObject<StudioSnapshot>;
  onBlocker: (blocker: PhotoStudio['blocker']) => void;
  /** the browser cannot decode the photo: it is refused where it would be shown */
  onUnreadable: () => void;
}

/**
 * The framing and live preview with their state kept here, not in the form: a drag or a
 * finished stage re-renders this panel only (memo), and the form reads the framing from
 * `snapshot` when it sends the order.
 */
export const PhotoStudioPanel = memo(function PhotoStudioPanel({
  file,
  storedUrl,
  options,
  snapshot,
  onBlocker,
  onUnreadable,
}: PhotoStudioPanelProps) {
  const studio = usePhotoStudio(file, storedUrl, options);
  const { order, blocker } = studio;
  useEffect(() => {
    snapshot.current = { order, blocker };
  });
  useEffect(() => onBlocker(blocker), [blocker, onBlocker]);
  return <PhotoPreview studio={studio} size={options.size} onUnreadable={onUnreadable} />;
});
