import { isDoubleTap, tapSlop, tapTime, wheelZoomFactor, type Tap } from './gestures';
import {
  centreOn,
  clampView,
  fitView,
  panView,
  pinchView,
  refitView,
  toContent,
  zoomAbout,
  zoomLimit,
  type Point,
  type Size,
  type ViewGeometry,
  type ViewTransform,
} from './view-transform';

export interface ViewerOptions {
  /** The content's size in its own units; its layers are laid out on a box of this shape. */
  content: Size;
  maxZoom?: number;
  /** Frame px per content unit the zoom may reach, however small the frame (see zoomLimit). */
  maxScale?: number;
}

export interface ViewerEvents {
  /** Once a gesture, button or key has come to rest: not per frame. */
  onSettle?: (view: ViewTransform) => void;
  /** A press that neither moved nor lasted, at a content point (a double tap zooms as well). */
  onTap?: (point: Point) => void;
  /** The second tap of a double tap, which zoomed (a feature that acted on the first may undo it). */
  onDoubleTap?: (point: Point) => void;
}

/** What a button, a key or a double tap zooms by. */
export const zoomStep = 2;
/** Arrow keys move the view by this share of the frame. */
const keyPanShare = 0.15;
/** A wheel's zoom is at rest when no event came for this long (ms). */
const wheelRestMs = 180;

/**
 * Zoom and pan of one layer inside a frame, straight on the DOM: pointer, wheel and key
 * events update a transform held here, and one requestAnimationFrame writes it as a CSS
 * transform — React renders nothing while a finger moves. At rest the layer is laid out at
 * the zoomed size (only translated), because Chromium rasterises an <img>'s SVG at its layout
 * size: scaled up, the outline would stay as blurry as at 1×.
 */
export class ViewerController {
  private geometry: ViewGeometry;
  private view: ViewTransform;
  private settled: ViewTransform | null = null;
  /** The scale the layer is laid out at; a gesture scales by view.scale / laidScale. */
  private laidScale = 0;
  private moving = false;
  private frameRequest = 0;
  private wheelTimer: ReturnType<typeof setTimeout> | undefined;
  private origin: Point = { x: 0, y: 0 };
  private pointers = new Map<number, Point>();
  private press: (Tap & { travel: number }) | null = null;
  private lastTap: Tap | null = null;
  private listeners = new Set<(view: ViewTransform) => void>();
  private resizes: ResizeObserver;

  constructor(
    private frame: HTMLElement,
    private layer: HTMLElement,
    private options: ViewerOptions,
    public events: ViewerEvents = {},
  ) {
    this.geometry = this.measure();
    this.view = fitView(this.geometry);
    this.render();
    frame.addEventListener('pointerdown', this.onPointerDown);
    frame.addEventListener('pointermove', this.onPointerMove);
    frame.addEventListener('pointerup', this.onPointerEnd);
    frame.addEventListener('pointercancel', this.onPointerEnd);
    // Not passive: a zoom must not also scroll the page.
    frame.addEventListener('wheel', this.onWheel, { passive: false });
    frame.addEventListener('keydown', this.onKeyDown);
    // A dragged <img> would start the browser's drag and drop and cancel the pointer.
    frame.addEventListener('dragstart', this.preventDefault);
    this.resizes = new ResizeObserver(() => this.onResize());
    this.resizes.observe(frame);
  }

  destroy(): void {
    const { frame } = this;
    frame.removeEventListener('pointerdown', this.onPointerDown);
    frame.removeEventListener('pointermove', this.onPointerMove);
    frame.removeEventListener('pointerup', this.onPointerEnd);
    frame.removeEventListener('pointercancel', this.onPointerEnd);
    frame.removeEventListener('wheel', this.onWheel);
    frame.removeEventListener('keydown', this.onKeyDown);
    frame.removeEventListener('dragstart', this.preventDefault);
    this.resizes.disconnect();
    cancelAnimationFrame(this.frameRequest);
    clearTimeout(this.wheelTimer);
    this.listeners.clear();
  }

  getTransform = (): ViewTransform => this.view;
  getGeometry = (): ViewGeometry => this.geometry;

  /** Called on every frame the transform changes (keep it cheap: no React state). */
  subscribe = (listener: (view: ViewTransform) => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** New content or limits: other content starts whole, the same keeps its view. */
  setOptions(options: ViewerOptions): void {
    const before = this.options.content;
    this.options = options;
    this.geometry = this.measure();
    const same = before.width === options.content.width && before.height === options.content.height;
    this.show(
      same ? clampView(this.geometry, this.view.zoom, this.view.x, this.view.y) : fitView(this.geometry),
    );
  }

  zoomBy = (factor: number, at?: Point): void =>
    this.show(zoomAbout(this.geometry, this.view, factor, at ?? this.centre()));

  fit = (): void => this.show(fitView(this.geometry));

  panBy = (dx: number, dy: number): void => this.show(panView(this.geometry, this.view, dx, dy));

  centreOn = (point: Point, zoom = this.view.zoom): void => this.show(centreOn(this.geometry, point, zoom));

  private show(view: ViewTransform): void {
    this.view = view;
    this.schedule();
  }

  private measure(): ViewGeometry {
    const frame: Size = { width: this.frame.clientWidth, height: this.frame.clientHeight };
    const { content, maxZoom, maxScale } = this.options;
    return { frame, content, maxZoom: zoomLimit(frame, content, { maxZoom, maxScale }) };
  }

  private onResize(): void {
    const before = this.geometry;
    const after = this.measure();
    if (after.frame.width === before.frame.width && after.frame.height === before.frame.height) return;
    this.geometry = after;
    this.view = before.frame.width > 0 ? refitView(before, this.view, after) : fitView(after);
    // Laid out again at once: the old size would show for a frame in the new box.
    this.render();
  }

  private centre = (): Point => ({ x: this.geometry.frame.width / 2, y: this.geometry.frame.height / 2 });

  private schedule(): void {
    if (!this.frameRequest) this.frameRequest = requestAnimationFrame(() => this.render());
  }

  private render(): void {
    cancelAnimationFrame(this.frameRequest);
    this.frameRequest = 0;
    const { view, layer } = this;
    if (this.moving && this.laidScale > 0) {
      layer.style.transform = `translate(${view.x}px, ${view.y}px) scale(${view.scale / this.laidScale})`;
    } else {
      const { content } = this.geometry;
      this.laidScale = view.scale;
      layer.style.width = `${content.width * view.scale}px`;
      layer.style.height = `${content.height * view.scale}px`;
      layer.style.transform = `translate(${view.x}px, ${view.y}px)`;
      layer.style.willChange = '';
    }
    this.frame.dataset.zoom = String(Math.round(view.zoom * 100) / 100);
    for (const listener of this.listeners) listener(view);
    if (!this.moving && view !== this.settled) {
      this.settled = view;
      this.events.onSettle?.(view);
    }
  }

  private startMoving(): void {
    if (this.moving) return;
    this.moving = true;
    // Its own compositor layer only while it moves: a big promoted layer costs memory at rest.
    this.layer.style.willChange = 'transform';
  }

  private endMoving(): void {
    if (!this.moving) return;
    this.moving = false;
    this.schedule();
  }

  private readOrigin(): void {
    const box = this.frame.getBoundingClientRect();
    this.origin = { x: box.left + this.frame.clientLeft, y: box.top + this.frame.clientTop };
  }

  private local = (event: { clientX: number; clientY: number }): Point => ({
    x: event.clientX - this.origin.x,
    y: event.clientY - this.origin.y,
  });

  private onPointerDown = (event: PointerEvent): void => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (this.pointers.size === 0) this.readOrigin();
    this.frame.setPointerCapture(event.pointerId);
    const at = this.local(event);
    this.pointers.set(event.pointerId, at);
    // A second finger makes it a pinch: nothing of it is a tap.
    this.press = this.pointers.size === 1 ? { ...at, at: event.timeStamp, travel: 0 } : null;
  };

  private onPointerMove = (event: PointerEvent): void => {
    const last = this.pointers.get(event.pointerId);
    if (!last) return;
    const now = this.local(event);
    this.pointers.set(event.pointerId, now);
    if (this.press) {
      this.press.travel = Math.max(this.press.travel, Math.hypot(now.x - this.press.x, now.y - this.press.y));
      if (this.press.travel < tapSlop) return;
    }
    if (this.pointers.size === 1) {
      this.view = panView(this.geometry, this.view, now.x - last.x, now.y - last.y);
    } else {
      const other = [...this.pointers.entries()].find(([id]) => id !== event.pointerId)?.[1];
      if (!other) return;
      this.view = pinchView(this.geometry, this.view, [last, other], [now, other]);
    }
    this.startMoving();
    this.schedule();
  };

  private onPointerEnd = (event: PointerEvent): void => {
    if (!this.pointers.delete(event.pointerId)) return;
    const press = this.press;
    if (this.pointers.size > 0) return;
    this.press = null;
    if (
      event.type === 'pointerup' &&
      press &&
      press.travel < tapSlop &&
      event.timeStamp - press.at < tapTime
    ) {
      this.onTapped({ x: press.x, y: press.y, at: event.timeStamp });
    }
    this.endMoving();
  };

  private onTapped(tap: Tap): void {
    if (isDoubleTap(this.lastTap, tap)) {
      this.lastTap = null;
      const point = toContent(this.view, tap);
      // At the deepest zoom a double tap goes back to the whole picture rather than doing nothing.
      this.show(
        this.view.zoom >= this.geometry.maxZoom - 1e-6
          ? fitView(this.geometry)
          : zoomAbout(this.geometry, this.view, zoomStep, tap),
      );
      this.events.onDoubleTap?.(point);
      return;
    }
    this.lastTap = tap;
    this.events.onTap?.(toContent(this.view, tap));
  }

  private onWheel = (event: WheelEvent): void => {
    if (event.deltaY === 0) return;
    const factor = wheelZoomFactor(event);
    // Whole already and asked for less: the page scrolls on, as it does everywhere else.
    if (!event.ctrlKey && factor < 1 && this.view.zoom <= 1) return;
    event.preventDefault();
    if (!this.moving) this.readOrigin();
    this.view = zoomAbout(this.geometry, this.view, factor, this.local(event));
    this.startMoving();
    this.schedule();
    clearTimeout(this.wheelTimer);
    this.wheelTimer = setTimeout(() => this.endMoving(), wheelRestMs);
  };

  private onKeyDown = (event: KeyboardEvent): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const step = keyPanShare * Math.min(this.geometry.frame.width, this.geometry.frame.height);
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const pan = pans[event.key];
    if (pan) {
      // Nothing to move at 1×: the arrows scroll the page as usual.
      if (this.view.zoom <= 1) return;
      this.panBy(pan[0], pan[1]);
    } else if (event.key === '+' || event.key === '=') this.zoomBy(zoomStep);
    else if (event.key === '-' || event.key === '_') this.zoomBy(1 / zoomStep);
    else if (event.key === '0') this.fit();
    else return;
    event.preventDefault();
  };

  private preventDefault = (event: Event): void => event.preventDefault();
}
