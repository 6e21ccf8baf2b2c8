/** CSS px for the frame; the content's own units (mm of canvas, pixels of an image) for the content. */
export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/**
 * Where the content sits in the frame: content point p is drawn at frame point
 * (x + p.x · scale, y + p.y · scale). `zoom` 1 is the whole content fitted and centred;
 * `scale` (frame px per content unit) is the fitting scale times `zoom`.
 */
export interface ViewTransform {
  zoom: number;
  scale: number;
  x: number;
  y: number;
}

/** What every transform is clamped to: the frame on screen, the content, the deepest zoom. */
export interface ViewGeometry {
  frame: Size;
  content: Size;
  maxZoom: number;
}

/** Frame px per content unit when the whole content just fits (contained, never cropped). */
export function fitScale({ frame, content }: Pick<ViewGeometry, 'frame' | 'content'>): number {
  if (content.width <= 0 || content.height <= 0) return 1;
  return Math.min(frame.width / content.width, frame.height / content.height);
}

/**
 * The deepest zoom: at least `maxZoom`, and deeper where the frame is small for the content,
 * until one content unit covers `maxScale` px — so a number 2 mm high on a big canvas still
 * reads on a phone where a fixed factor would leave it a smudge.
 */
export function zoomLimit(
  frame: Size,
  content: Size,
  { maxZoom = 8, maxScale = 0 }: { maxZoom?: number; maxScale?: number },
): number {
  const fit = fitScale({ frame, content });
  return Math.max(1, maxZoom, fit > 0 ? maxScale / fit : 0);
}

/** One axis: centred while the content is narrower than the frame, else never showing past its edges. */
function clampAxis(offset: number, shown: number, frame: number): number {
  if (shown <= frame) return (frame - shown) / 2;
  return Math.min(0, Math.max(frame - shown, offset));
}

/** The nearest allowed transform: zoom within 1…maxZoom, the content covering the frame. */
export function clampView(geometry: ViewGeometry, zoom: number, x: number, y: number): ViewTransform {
  const z = Math.min(geometry.maxZoom, Math.max(1, Number.isFinite(zoom) ? zoom : 1));
  const scale = fitScale(geometry) * z;
  return {
    zoom: z,
    scale,
    x: clampAxis(x, geometry.content.width * scale, geometry.frame.width),
    y: clampAxis(y, geometry.content.height * scale, geometry.frame.height),
  };
}

export const fitView = (geometry: ViewGeometry): ViewTransform => clampView(geometry, 1, 0, 0);

/** Zoomed by `factor` about a frame point: the content under that point stays under it. */
export function zoomAbout(
  geometry: ViewGeometry,
  view: ViewTransform,
  factor: number,
  at: Point,
): ViewTransform {
  const zoom = Math.min(geometry.maxZoom, Math.max(1, view.zoom * factor));
  const k = zoom / view.zoom;
  return clampView(geometry, zoom, at.x - (at.x - view.x) * k, at.y - (at.y - view.y) * k);
}

export const panView = (geometry: ViewGeometry, view: ViewTransform, dx: number, dy: number) =>
  clampView(geometry, view.zoom, view.x + dx, view.y + dy);

/**
 * Two fingers moved from `before` to `after`: zoomed by how far they spread, about their old
 * midpoint, and moved with the midpoint — the content under the fingers follows them.
 */
export function pinchView(
  geometry: ViewGeometry,
  view: ViewTransform,
  before: [Point, Point],
  after: [Point, Point],
): ViewTransform {
  const spread = (p: [Point, Point]) => Math.hypot(p[0].x - p[1].x, p[0].y - p[1].y);
  const mid = (p: [Point, Point]) => ({ x: (p[0].x + p[1].x) / 2, y: (p[0].y + p[1].y) / 2 });
  const from = spread(before);
  const factor = from > 0 ? spread(after) / from : 1;
  const m0 = mid(before);
  const m1 = mid(after);
  const zoom = Math.min(geometry.maxZoom, Math.max(1, view.zoom * factor));
  const k = zoom / view.zoom;
  return clampView(geometry, zoom, m1.x - (m0.x - view.x) * k, m1.y - (m0.y - view.y) * k);
}

/** The content point drawn at a frame point. */
export const toContent = (view: ViewTransform, at: Point): Point => ({
  x: (at.x - view.x) / view.scale,
  y: (at.y - view.y) / view.scale,
});

/** A content point brought to the frame's centre at `zoom` (as near as the clamping lets it). */
export function centreOn(geometry: ViewGeometry, point: Point, zoom: number): ViewTransform {
  const scale = fitScale(geometry) * Math.min(geometry.maxZoom, Math.max(1, zoom));
  return clampView(
    geometry,
    zoom,
    geometry.frame.width / 2 - point.x * scale,
    geometry.frame.height / 2 - point.y * scale,
  );
}

/** The same view in a resized frame: same zoom, the same content point in the middle. */
export function refitView(before: ViewGeometry, view: ViewTransform, after: ViewGeometry): ViewTransform {
  const middle = toContent(view, { x: before.frame.width / 2, y: before.frame.height / 2 });
  return centreOn(after, middle, view.zoom);
}
