'use client';

import type { ReadyPaintingKit } from '@kartyna/domain';
import { regionAt, type KitMap } from '@kartyna/paint-by-numbers/kit-map';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { TemplateViewer, type Point, type TemplateViewerHandle } from '@/lib/template-viewer';
import { whenIdle } from '@/lib/when-idle';
import { paintColours } from './kit-overlay';
import { KitOverlayCanvas } from './kit-overlay-canvas';
import styles from './painting-kit.module.css';

/** 2 mm numbers need ≥ 10 px on a phone: the deepest zoom gives 6 px a mm at least. */
const numbersLegibleAt = 6;
/** A double tap's first tap ticked a region; the second, this soon after, zooms and takes it back. */
const doubleTapMs = 450;

interface Props {
  kit: ReadyPaintingKit;
  map: KitMap | null;
  ticked: readonly number[];
  highlight: number | null;
  /** the number point "next region" brought into view, mm (for a test or a tool to find it) */
  focus: { x: number; y: number } | null;
  onToggle: (region: number) => void;
  viewer: Ref<TemplateViewerHandle>;
}

/** The printed template, zoomable, with the ticks and the chosen paint laid over it. */
export function KitStage({ kit, map, ticked, highlight, focus, onToggle, viewer }: Props) {
  const t = useTranslations('kit');
  const colours = useMemo(() => paintColours(kit.palette), [kit.palette]);
  const lastTap = useRef<{ region: number; at: number } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const [svgWanted, setSvgWanted] = useState(false);

  // The SVG's hundreds of paths are laid out on the main thread: after the regions (taps work
  // first), once the page is idle. Until then the PNG is as sharp as a phone shows it unzoomed.
  const mapReady = map !== null;
  useEffect(() => {
    if (!mapReady) return;
    return whenIdle(() => setSvgWanted(true), 1500, 300);
  }, [mapReady]);

  // "Next region" is pressed in the legend, below the template on a phone: bring the template up.
  useEffect(() => {
    if (focus) box.current?.scrollIntoView({ block: 'nearest' });
  }, [focus]);

  const onTap = (point: Point) => {
    if (!map) return;
    const region = regionAt(map, point.x, point.y);
    if (region < 0) return;
    lastTap.current = { region, at: performance.now() };
    onToggle(region);
  };
  const onDoubleTap = () => {
    const last = lastTap.current;
    lastTap.current = null;
    if (last && performance.now() - last.at < doubleTapMs) onToggle(last.region);
  };

  return (
    <div
      ref={box}
      className={styles.stage}
      style={{ aspectRatio: `${kit.widthMm} / ${kit.heightMm}` }}
      data-testid="kit-stage"
      data-map={map ? 'ready' : 'loading'}
      data-size={`${kit.widthMm} ${kit.heightMm}`}
      data-ticked={ticked.length}
      data-highlight={highlight ?? ''}
      data-focus={focus ? `${focus.x} ${focus.y}` : undefined}
    >
      <TemplateViewer
        ref={viewer}
        content={{ width: kit.widthMm, height: kit.heightMm }}
        maxScale={numbersLegibleAt}
        onTap={onTap}
        onDoubleTap={onDoubleTap}
        labels={{
          frame: t('viewer.frame'),
          zoomIn: t('viewer.zoomIn'),
          zoomOut: t('viewer.zoomOut'),
          fit: t('viewer.fit'),
        }}
      >
        {/* First the template as a PNG (decoded off the main thread, shown at once), then the
            workshop's SVG itself over it, byte for byte, sharp at every zoom. */}
        <img
          src={kit.outlineUrl}
          alt={t('templateAlt', { title: kit.title })}
          className={styles.template}
          data-layer="outline"
          fetchPriority="high"
          draggable={false}
        />
        {svgWanted && (
          <img
            src={kit.svgUrl}
            alt=""
            className={styles.template}
            data-layer="svg"
            decoding="async"
            draggable={false}
          />
        )}
        {map && <KitOverlayCanvas map={map} colours={colours} ticked={ticked} highlight={highlight} />}
      </TemplateViewer>
      {!map && (
        <p className={styles.mapLoading} role="status">
          {t('mapLoading')}
        </p>
      )}
    </div>
  );
}
