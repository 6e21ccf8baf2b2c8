import type { PhotoCrop, PhotoOrientation } from '@kartyna/domain';

/** The shopper's framing: how far they zoomed in, and where the frame's centre is (fractions). */
export interface Framing {
  zoom: number;
  cx: number;
  cy: number;
}

export interface PhotoSize {
  width: number;
  height: number;
}

export const centredFraming: Framing = { zoom: 1, cx: 0.5, cy: 0.5 };

/** A landscape photo is framed landscape, anything else portrait, until the shopper says otherwise. */
export function orientationOf(photo: PhotoSize): PhotoOrientation {
  return photo.width > photo.height ? 'landscape' : 'portrait';
}

/** The largest rectangle of the canvas's proportions inside the photo, in photo pixels. */
function baseSize(photo: PhotoSize, aspect: number): { w: number; h: number } {
  return photo.width / photo.height > aspect
    ? { w: photo.height * aspect, h: photo.height }
    : { w: photo.width, h: photo.width / aspect };
}

/**
 * How far the shopper may zoom in: a crop whose short side has fewer than `minShortPx` pixels
 * (minPaintableShortSidePx: a photo pixel over 3 mm of canvas) is refused, so the zoom stops just
 * before it; never beyond 4×, never below 1.
 */
export function maxZoom(photo: PhotoSize, aspect: number, minShortPx: number): number {
  const { w, h } = baseSize(photo, aspect);
  const limit = (Math.min(w, h) / minShortPx) * 0.995;
  return Math.max(1, Math.min(4, limit));
}

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);

/** The framing kept inside the photo: the zoom within its bounds and the frame not past an edge. */
export function clampFraming(photo: PhotoSize, aspect: number, framing: Framing, zoomLimit: number): Framing {
  const zoom = clamp(framing.zoom, 1, zoomLimit);
  const { w, h } = baseSize(photo, aspect);
  const halfW = w / zoom / 2 / photo.width;
  const halfH = h / zoom / 2 / photo.height;
  return { zoom, cx: clamp(framing.cx, halfW, 1 - halfW), cy: clamp(framing.cy, halfH, 1 - halfH) };
}

const round5 = (v: number) => Math.round(v * 1e5) / 1e5;

/**
 * The crop sent to the generator and with the order: fractions of the EXIF-oriented photo, of the
 * canvas's proportions (the generator narrows it about its centre if rounding left it a hair off).
 */
export function cropOf(photo: PhotoSize, aspect: number, framing: Framing): PhotoCrop {
  const { w, h } = baseSize(photo, aspect);
  const width = w / framing.zoom / photo.width;
  const height = h / framing.zoom / photo.height;
  const x = Math.max(0, framing.cx - width / 2);
  const y = Math.max(0, framing.cy - height / 2);
  return {
    x: round5(x),
    y: round5(y),
    width: round5(Math.min(width, 1 - x)),
    height: round5(Math.min(height, 1 - y)),
  };
}

/** A drag of (dx, dy) screen pixels over a frame `frameWidth` pixels wide: the photo follows the finger. */
export function panBy(
  photo: PhotoSize,
  aspect: number,
  framing: Framing,
  dx: number,
  dy: number,
  frameWidth: number,
): Framing {
  const { w } = baseSize(photo, aspect);
  const photoPxPerScreenPx = w / framing.zoom / frameWidth;
  return {
    ...framing,
    cx: framing.cx - (dx * photoPxPerScreenPx) / photo.width,
    cy: framing.cy - (dy * photoPxPerScreenPx) / photo.height,
  };
}
