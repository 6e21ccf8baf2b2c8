'use client';

import { useTranslations } from 'next-intl';
import { lazy, useEffect, useState, type ComponentType } from 'react';
import type { PhotoStudioPanelProps } from './photo-studio-panel';

// The zoomable viewer (and its styles) with the panel: a stylesheet that arrives later, with
// the first painted preview, restyles the whole page in that frame (70-90 ms at 4× CPU).
const loadPanel = () => {
  void import('@/lib/template-viewer/template-viewer').catch(() => undefined);
  return import('./photo-studio-panel');
};

/**
 * Fetches the studio (framing, live preview, the template viewer) ahead of need: called when
 * the shopper first touches the photo step (the button that opens the file dialog), so the
 * code and its styles are here before a photo is, and their arrival restyles the page while
 * the shopper is still choosing, not while the preview is made.
 */
export const preloadStudioPanel = () => void loadPanel().catch(() => undefined);

/**
 * The chosen photo, still, when the studio's code cannot come (a train's tunnel): the order
 * can go on without the preview, as it does when the preview itself fails.
 */
function StillPhoto({ file, snapshot, onBlocker, onUnreadable }: PhotoStudioPanelProps) {
  const t = useTranslations('photo.upload');
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  useEffect(() => {
    snapshot.current = { ...snapshot.current, blocker: null };
    onBlocker(null);
  }, [snapshot, onBlocker]);
  return url ? (
    <img src={url} alt={t('previewAlt')} style={{ width: '100%', height: 'auto' }} onError={onUnreadable} />
  ) : null;
}

/**
 * The studio panel with its code (half of the photo feature's own JavaScript) kept out of the
 * first visit's scripts: a page that is only read never evaluates it (issue #26).
 */
export const LazyStudioPanel = lazy<ComponentType<PhotoStudioPanelProps>>(() =>
  loadPanel().then(
    (m) => ({ default: m.PhotoStudioPanel }),
    () => ({ default: StillPhoto }),
  ),
);
