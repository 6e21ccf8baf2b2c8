'use client';

import type { PaintingKit, ReadyPaintingKit } from '@kartyna/domain';
import type { KitMap } from '@kartyna/paint-by-numbers/kit-map';
import { useLocale, useTranslations } from 'next-intl';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { fitScale } from '@/lib/template-viewer/view-transform';
import type { TemplateViewerHandle } from '@/lib/template-viewer';
import { KitLegend } from './kit-legend';
import { loadKitMap } from './kit-map-loader';
import { nextRegionOf, progressByPaint } from './kit-progress';
import { KitStage } from './kit-stage';
import { statusLine } from './kit-status-line';
import { usePaintingKit, type SyncState } from './use-painting-kit';
import { useOfflineKit } from './use-offline-kit';
import styles from './painting-kit.module.css';

function accessOf(): { k?: string; t?: string } {
  if (typeof window === 'undefined') return {};
  const params = new URLSearchParams(window.location.search);
  return { k: params.get('k') ?? undefined, t: params.get('t') ?? undefined };
}

/** /kit/[ref]: the buyer's kit on the phone — template, legend, ticks and progress. */
export function KitCompanion({
  kitRef,
  initial,
}: {
  kitRef: string;
  initial: PaintingKit | 'not-found' | null;
}) {
  const t = useTranslations('kit');
  const locale = useLocale();
  const [access] = useState(accessOf);
  const { phase, progress, sync, toggle, retry } = usePaintingKit(kitRef, access, locale, initial);

  if (phase.kind === 'ready')
    return <ReadyKit kit={phase.kit} ticked={progress.ticked} sync={sync} onToggle={toggle} />;
  const message =
    phase.kind === 'loading'
      ? t('loading')
      : phase.kind === 'preparing'
        ? t('preparing')
        : phase.kind === 'failed'
          ? t('failed')
          : phase.kind === 'not-found'
            ? t('notFound')
            : t('offlineNoCopy');
  return (
    <section
      className={styles.notice}
      data-phase={phase.kind}
      aria-busy={phase.kind === 'loading' || phase.kind === 'preparing'}
    >
      <h1>{phase.kind === 'preparing' || phase.kind === 'failed' ? phase.kit.title : t('title')}</h1>
      <p role={phase.kind === 'loading' ? undefined : 'status'}>{message}</p>
      {(phase.kind === 'error' || phase.kind === 'offline-no-copy') && (
        <button type="button" className="button" onClick={() => void retry()}>
          {t('retry')}
        </button>
      )}
      {phase.kind === 'not-found' && (
        <Link href="/cabinet/kits" className="button button-secondary">
          {t('toCabinet')}
        </Link>
      )}
    </section>
  );
}

interface ReadyProps {
  kit: ReadyPaintingKit;
  ticked: readonly number[];
  sync: SyncState;
  onToggle: (region: number) => void;
}

function ReadyKit({ kit, ticked, sync, onToggle }: ReadyProps) {
  const t = useTranslations('kit');
  const locale = useLocale();
  const [map, setMap] = useState<KitMap | null>(null);
  const [highlight, setHighlight] = useState<number | null>(null);
  const viewer = useRef<TemplateViewerHandle>(null);
  const focused = useRef<number | null>(null);
  const [focus, setFocus] = useState<{ x: number; y: number } | null>(null);
  const offlineReady = useOfflineKit(map ? [kit.outlineUrl, kit.svgUrl, kit.mapUrl] : null, locale);

  useEffect(() => {
    const abort = new AbortController();
    loadKitMap(kit.mapUrl, abort.signal).then(setMap, () => undefined);
    return () => abort.abort();
  }, [kit.mapUrl]);

  const counts = useMemo(() => (map ? progressByPaint(map.regions, ticked) : null), [map, ticked]);
  const overall = counts?.overall ?? { done: ticked.length, total: kit.regionCount };
  const percent = overall.total ? Math.floor((100 * overall.done) / overall.total) : 0;

  const pick = (paint: number | null) => {
    setHighlight(paint);
    focused.current = null;
    setFocus(null);
  };
  // The chosen paint's next region to do, brought to the middle big enough to paint by.
  const next = () => {
    const view = viewer.current;
    if (!map || highlight === null || !view) return;
    const region = nextRegionOf(map.regions, ticked, highlight, focused.current);
    if (!region) return;
    focused.current = region.id;
    setFocus(region.label);
    const geometry = view.getGeometry();
    const fit = fitScale(geometry);
    const scale = Math.min(
      geometry.frame.width / Math.max(region.bbox.width * 3, 12),
      geometry.frame.height / Math.max(region.bbox.height * 3, 12),
    );
    view.centreOn(region.label, Math.min(geometry.maxZoom, Math.max(2, scale / fit)));
  };

  const status = statusLine([
    sync === 'local'
      ? { text: t('savedHere'), offline: false }
      : sync === 'saved' && overall.done > 0
        ? { text: t('saved'), offline: false }
        : null,
    offlineReady ? { text: t('offlineReady'), offline: true } : null,
  ]);

  return (
    <div
      className={styles.companion}
      data-testid="kit-companion"
      data-offline={offlineReady ? 'ready' : 'no'}
    >
      <header className={styles.head}>
        <h1>{kit.title}</h1>
        <p className={styles.progressText}>
          {t('progress', { done: overall.done, total: overall.total, percent })}
        </p>
        <div
          className={styles.progressBar}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={overall.total}
          aria-valuenow={overall.done}
          aria-label={t('progress', { done: overall.done, total: overall.total, percent })}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <p className={styles.sync} aria-live="polite" data-sync={sync}>
          {status.length === 0
            ? '\u00a0'
            : status.map((part) => (
                <Fragment key={part.text}>
                  {part.lead}
                  <span className={part.offline ? styles.offline : undefined}>{part.text}</span>
                </Fragment>
              ))}
        </p>
      </header>
      <KitStage
        kit={kit}
        map={map}
        ticked={ticked}
        highlight={highlight}
        focus={focus}
        onToggle={onToggle}
        viewer={viewer}
      />
      <KitLegend
        palette={kit.palette}
        byPaint={counts?.byPaint ?? null}
        highlight={highlight}
        onPick={pick}
        onNext={next}
      />
    </div>
  );
}
