'use client';

import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { ViewerController, zoomStep, type ViewerEvents } from './viewer-controller';
import type { Point, Size, ViewGeometry, ViewTransform } from './view-transform';
import styles from './template-viewer.module.css';

/** What a feature can do with the viewer from outside (a companion centring on a region, say). */
export interface TemplateViewerHandle {
  getTransform(): ViewTransform;
  getGeometry(): ViewGeometry;
  /** Every frame the transform changes; for overlays drawn outside React. Returns the unsubscribe. */
  subscribe(listener: (view: ViewTransform) => void): () => void;
  zoomBy(factor: number, at?: Point): void;
  fit(): void;
  panBy(dx: number, dy: number): void;
  centreOn(point: Point, zoom?: number): void;
}

/** The viewer's words come from the feature using it, in its own message namespace. */
export interface TemplateViewerLabels {
  frame: string;
  zoomIn: string;
  zoomOut: string;
  fit: string;
}

export interface TemplateViewerProps {
  /**
   * The content's size in its own units (mm of the canvas, say). The children are its layers,
   * stacked on one box of that shape: size them 100 % × 100 % (or in % of it) and draw in
   * those units (an SVG with that viewBox), and they stay in register at every zoom.
   */
  content: Size;
  children: ReactNode;
  labels: TemplateViewerLabels;
  /** The least deepest zoom (default 8×)… */
  maxZoom?: number;
  /** …made deeper on a small frame until one content unit covers this many px. */
  maxScale?: number;
  /** Darker strokes for the screen: a print template's hairlines, shown small, read as blank. */
  darken?: boolean;
  /** After each gesture, button or key has come to rest. */
  onViewChange?: (view: ViewTransform) => void;
  /** A tap or click that did not move, in content units. */
  onTap?: (point: Point) => void;
  /** The second tap of a double tap (which zooms); the first came as a tap. */
  onDoubleTap?: (point: Point) => void;
  ref?: Ref<TemplateViewerHandle>;
}

const atRest = (view: ViewTransform, maxZoom: number) => ({
  fitted: view.zoom <= 1 + 1e-6,
  deepest: view.zoom >= maxZoom - 1e-6,
});

/**
 * A frame whose content zooms (pinch, wheel, double tap, buttons, + − 0 keys) and pans
 * (drag, arrows), clamped to the content's edges. It fills its positioned parent.
 */
export function TemplateViewer({
  content,
  children,
  labels,
  maxZoom,
  maxScale,
  darken,
  onViewChange,
  onTap,
  onDoubleTap,
  ref,
}: TemplateViewerProps) {
  const frame = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const controller = useRef<ViewerController | null>(null);
  const [limits, setLimits] = useState({ fitted: true, deepest: false });
  const events = useRef<ViewerEvents>({});

  // The latest callbacks without re-creating the controller (it holds the gesture in flight).
  useEffect(() => {
    events.current.onTap = onTap;
    events.current.onDoubleTap = onDoubleTap;
    events.current.onSettle = (view) => {
      const next = atRest(view, controller.current?.getGeometry().maxZoom ?? view.zoom);
      setLimits((was) => (was.fitted === next.fitted && was.deepest === next.deepest ? was : next));
      onViewChange?.(view);
    };
  }, [onTap, onDoubleTap, onViewChange]);

  // Before paint, so the layer is never seen at the wrong size.
  useLayoutEffect(() => {
    if (!frame.current || !layer.current) return;
    const made = new ViewerController(
      frame.current,
      layer.current,
      { content, maxZoom, maxScale },
      {
        onSettle: (view) => events.current.onSettle?.(view),
        onTap: (point) => events.current.onTap?.(point),
        onDoubleTap: (point) => events.current.onDoubleTap?.(point),
      },
    );
    controller.current = made;
    return () => {
      made.destroy();
      controller.current = null;
    };
    // Created once; the options below follow the props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useLayoutEffect(() => {
    controller.current?.setOptions({
      content: { width: content.width, height: content.height },
      maxZoom,
      maxScale,
    });
  }, [content.width, content.height, maxZoom, maxScale]);

  useImperativeHandle(ref, () => {
    const on = () => {
      if (!controller.current) throw new Error('the template viewer is not mounted');
      return controller.current;
    };
    return {
      getTransform: () => on().getTransform(),
      getGeometry: () => on().getGeometry(),
      subscribe: (listener) => on().subscribe(listener),
      zoomBy: (factor, at) => on().zoomBy(factor, at),
      fit: () => on().fit(),
      panBy: (dx, dy) => on().panBy(dx, dy),
      centreOn: (point, zoom) => on().centreOn(point, zoom),
    };
  }, []);

  return (
    <div className={styles.viewer}>
      <div
        ref={frame}
        className={styles.frame}
        tabIndex={0}
        role="group"
        aria-label={labels.frame}
        data-zoom="1"
      >
        <div ref={layer} className={darken ? `${styles.layer} ${styles.darken}` : styles.layer}>
          {children}
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          aria-label={labels.zoomIn}
          disabled={limits.deepest}
          onClick={() => controller.current?.zoomBy(zoomStep)}
        >
          <span aria-hidden="true">+</span>
        </button>
        <button
          type="button"
          aria-label={labels.zoomOut}
          disabled={limits.fitted}
          onClick={() => controller.current?.zoomBy(1 / zoomStep)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <button
          type="button"
          aria-label={labels.fit}
          title={labels.fit}
          disabled={limits.fitted}
          onClick={() => controller.current?.fit()}
        >
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
            <path d="M3 8V3h5M12 3h5v5M17 12v5h-5M8 17H3v-5" />
          </svg>
        </button>
      </div>
    </div>
  );
}
