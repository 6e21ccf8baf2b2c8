'use client';

import type { RgbaImage } from '@kartyna/paint-by-numbers';
import { useLocale, useTranslations } from 'next-intl';
import { memo, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { TemplateViewer } from '@/lib/template-viewer';
import { formatCountMessage } from '@/lib/count-text/count-text';
import { PaletteLegend } from './palette-legend';
import { PhotoAdviceNote } from './photo-advice-note';
import { cropOf } from './photo-crop';
import { PhotoFramer, framedPhotoStyle } from './photo-framer';
import { PreviewControls } from './preview-controls';
import { stageOrder } from './preview-runner';
import styles from './photo-preview.module.css';
import type { ProgressStore, ShownPreview } from './use-photo-preview';
import type { PhotoStudio } from './use-photo-studio';

type View = 'photo' | 'painted' | 'outline';
const views: View[] = ['photo', 'painted', 'outline'];
/** Zoom until 1 mm of canvas covers this many px: the template's 2 mm numbers read at 12 px. */
const numbersLegibleAt = 6;

/**
 * The generator's stage in words and the whole run's progress, written into the DOM by the
 * store's listener: dozens of updates a second render nothing. Through useSyncExternalStore
 * each was a synchronous React render, 50-60 ms of main thread at 4× CPU (issue #46).
 */
function ProgressBar({ store }: { store: ProgressStore }) {
  const t = useTranslations('photo.preview');
  const label = useRef<HTMLSpanElement>(null);
  const bar = useRef<HTMLProgressElement>(null);
  const texts = useMemo(
    () => new Map(stageOrder.map((s) => [s, t('progress', { stage: t(`stages.${s}`) })])),
    [t],
  );
  const [first] = useState(store.get);
  useEffect(() => {
    const show = () => {
      const { stage, progress } = store.get();
      // The words change with the stage only. Written anyway, each update put a new text node
      // in the page, and an insertion has the browser check the page's :has() rules and restyle
      // what they match: 101 such checks for a 12 MP photo, 23 now (issue #46).
      const text = texts.get(stage) ?? '';
      if (label.current && label.current.textContent !== text) label.current.textContent = text;
      if (bar.current) bar.current.value = progress;
    };
    show();
    return store.subscribe(show);
  }, [store, texts]);
  return (
    <div className={styles.progress}>
      <span id="photo-preview-stage" ref={label}>
        {texts.get(first.stage)}
      </span>
      <progress ref={bar} max={1} value={first.progress} aria-labelledby="photo-preview-stage" />
    </div>
  );
}

const PaintedCanvas = memo(function PaintedCanvas({ image, label }: { image: RgbaImage; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    // The pixels the worker handed over are drawn as they are, not copied first.
    const { buffer, byteOffset, length } = image.data;
    const pixels = new Uint8ClampedArray(buffer as ArrayBuffer, byteOffset, length);
    context?.putImageData(new ImageData(pixels, image.width, image.height), 0, 0);
  }, [image]);
  return (
    <canvas
      ref={canvas}
      width={image.width}
      height={image.height}
      className={styles.painted}
      role="img"
      aria-label={label}
    />
  );
});

/**
 * The live preview: the shopper's photo framed on the canvas, the painted picture and the
 * numbered outline the generator made of it, how many colours and regions the kit has, its
 * paints, and what to do when the photo will not do.
 */
export function PhotoPreview({
  studio,
  size,
  onUnreadable,
}: {
  studio: PhotoStudio;
  size: string;
  /** the browser cannot decode the photo */
  onUnreadable?: () => void;
}) {
  const t = useTranslations('photo.preview');
  const [view, setView] = useState<View>('painted');
  // Before/after: the share of the painted picture (from the left) uncovered over the photo.
  const [compare, setCompare] = useState(100);
  const locale = useLocale();
  const { preview, photoUrl } = studio;
  const shown = preview.shown;
  // The counts, the before/after slider and the paints follow the painted picture a task later:
  // committed with it, their layout and the viewer's made one long task of the first preview.
  const [detailed, setDetailed] = useState<ShownPreview | null>(null);
  useEffect(() => {
    if (detailed === shown) return;
    const timer = setTimeout(() => startTransition(() => setDetailed(shown)));
    return () => clearTimeout(timer);
  }, [shown, detailed]);
  const details = shown && detailed;
  if (!photoUrl) return null;
  const counts = details && {
    colours: details.result.palette.length,
    regions: details.result.stats.regionCount,
  };
  // Counts written without Intl.NumberFormat (count-text.ts says why).
  const summaryText =
    counts && (formatCountMessage(t.raw('summary'), locale, counts) ?? t('summary', counts));
  const showPhoto = view === 'photo' || !shown;
  const state = preview.running
    ? 'running'
    : preview.problem
      ? preview.problem.type
      : shown
        ? 'ready'
        : 'idle';

  return (
    <div className={styles.preview}>
      <div className={styles.segmented} role="radiogroup" aria-label={t('views.label')}>
        {views.map((v) => (
          <button
            key={v}
            type="button"
            role="radio"
            aria-checked={view === v}
            className={view === v ? styles.segmentOn : styles.segment}
            onClick={() => setView(v)}
          >
            {t(`views.${v}`)}
          </button>
        ))}
      </div>

      {/* The stage's own box: a grid item is never a relayout boundary, its child can be. */}
      <div className={styles.stageBox}>
        <div
          className={styles.stage}
          // At most 560 px high, keeping the canvas's proportions exactly.
          style={{ aspectRatio: studio.aspect, width: `min(100%, ${Math.round(560 * studio.aspect)}px)` }}
          data-testid="photo-preview"
          data-state={state}
          data-view={showPhoto ? 'photo' : view}
          data-source={shown?.sourceKind}
          {...(shown
            ? { 'data-colours': shown.result.palette.length, 'data-regions': shown.result.stats.regionCount }
            : {})}
        >
          {showPhoto ? (
            <PhotoFramer
              photoUrl={photoUrl}
              photo={studio.photo}
              aspect={studio.aspect}
              framing={studio.framing}
              onFraming={studio.setFraming}
              onPhotoLoaded={studio.onPhotoLoaded}
              onPhotoError={onUnreadable}
            />
          ) : (
            // One viewer for both views, so a zoomed-in spot stays in view when the shopper switches.
            <TemplateViewer
              content={{ width: shown.result.widthMm, height: shown.result.heightMm }}
              maxScale={numbersLegibleAt}
              darken={view === 'outline'}
              labels={{
                frame: t('viewer.frame'),
                zoomIn: t('viewer.zoomIn'),
                zoomOut: t('viewer.zoomOut'),
                fit: t('viewer.fit'),
              }}
            >
              {view === 'painted' ? (
                // The photo under the painted picture and the line between them follow its zoom.
                <>
                  {compare < 100 && studio.photo && (
                    <img
                      src={photoUrl}
                      alt=""
                      className={styles.comparePhoto}
                      draggable={false}
                      decoding="async"
                      style={framedPhotoStyle(cropOf(studio.photo, studio.aspect, studio.framing))}
                    />
                  )}
                  <div className={styles.compareLayer} style={{ clipPath: `inset(0 ${100 - compare}% 0 0)` }}>
                    <PaintedCanvas image={shown.result.preview} label={t('paintedAlt')} />
                  </div>
                  {compare < 100 && (
                    <div
                      className={styles.compareLine}
                      style={{ left: `${compare}%` }}
                      aria-hidden="true"
                      data-testid="compare-line"
                    />
                  )}
                </>
              ) : (
                // The template as printed, numbers and all; an <img> keeps its thousands of paths out of the DOM.
                <img src={shown.svgUrl} alt={t('outlineAlt')} className={styles.outline} draggable={false} />
              )}
            </TemplateViewer>
          )}
          {preview.running && !preview.quiet && <ProgressBar store={preview.progress} />}
        </div>
      </div>

      {view === 'painted' && details && (
        <label className={styles.compare}>
          <span>{t('compare')}</span>
          <input
            type="range"
            min={0}
            max={100}
            value={compare}
            onChange={(e) => setCompare(Number(e.target.value))}
          />
        </label>
      )}
      <PreviewControls studio={studio} />

      {details && (
        <p className={styles.summary} role="status" data-testid="photo-kit-summary">
          <strong>{summaryText}</strong>
          <span>{preview.running && !preview.quiet ? t('refreshing') : t('summaryNote')}</span>
        </p>
      )}
      {/* Outside the stage the first preview changes nothing until its details come: the
          viewer measures its frame as it mounts, and a layout of the stage alone is quick. */}
      {!details && !preview.problem && <p className={styles.waiting}>{t('waiting')}</p>}
      <PhotoAdviceNote studio={studio} size={size} ready={Boolean(details)} />
      {details && <PaletteLegend palette={details.result.palette} />}
    </div>
  );
}
