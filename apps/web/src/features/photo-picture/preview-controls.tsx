'use client';

import { photoOrientations } from '@kartyna/domain';
import { useTranslations } from 'next-intl';
import { startTransition } from 'react';
import styles from './photo-preview.module.css';
import type { PhotoStudio } from './use-photo-studio';

/** Zoom (slider and buttons, for those who cannot pinch) and the canvas's orientation. */
export function PreviewControls({ studio }: { studio: PhotoStudio }) {
  const t = useTranslations('photo.preview');
  const { framing, zoomLimit, setFraming } = studio;
  const zoomTo = (zoom: number) => setFraming({ ...framing, zoom: Math.min(Math.max(zoom, 1), zoomLimit) });
  // A button's zoom or a new orientation re-renders the whole preview (and relays out its
  // stage): in a transition, the tap is answered at the next frame and the picture follows
  // (issue #26, INP). The slider stays immediate, as a controlled input must.
  const zoomLater = (factor: number) => startTransition(() => studio.zoomBy(factor));
  const square = Math.abs(studio.aspect - 1) < 1e-6;

  return (
    <div className={styles.controls}>
      <div className={styles.zoom}>
        <button
          type="button"
          onClick={() => zoomLater(1 / 1.2)}
          disabled={framing.zoom <= 1}
          aria-label={t('zoomOut')}
        >
          −
        </button>
        <input
          type="range"
          min={1}
          max={zoomLimit}
          step={0.01}
          value={framing.zoom}
          disabled={zoomLimit <= 1}
          onChange={(e) => zoomTo(Number(e.target.value))}
          aria-label={t('zoom')}
        />
        <button
          type="button"
          onClick={() => zoomLater(1.2)}
          disabled={framing.zoom >= zoomLimit}
          aria-label={t('zoomIn')}
        >
          +
        </button>
      </div>
      {!square && (
        <div className={styles.orientation} role="radiogroup" aria-label={t('orientation')}>
          {photoOrientations.map((o) => (
            <button
              key={o}
              type="button"
              role="radio"
              aria-checked={studio.orientation === o}
              className={studio.orientation === o ? styles.segmentOn : styles.segment}
              onClick={() => startTransition(() => studio.setOrientation(o))}
            >
              <span
                className={o === 'portrait' ? styles.iconPortrait : styles.iconLandscape}
                aria-hidden="true"
              />
              {t(o)}
            </button>
          ))}
        </div>
      )}
      <p id="photo-framing-hint" className={styles.hint}>
        {t('framingHint')}
      </p>
    </div>
  );
}
