/** Pixels a wheel "line" and "page" stand for (Firefox reports lines; Chromium pixels). */
const lineHeight = 16;
const pageHeight = 800;

/**
 * How much one wheel event zooms. A trackpad pinch arrives as Ctrl + wheel with small deltas
 * many times a second, a mouse notch as one ±100 px step: each gets its own rate, so a pinch
 * follows the fingers and a notch is a comfortable step (about 1.3×).
 */
export function wheelZoomFactor(event: { deltaY: number; deltaMode: number; ctrlKey: boolean }): number {
  const px = event.deltaY * (event.deltaMode === 1 ? lineHeight : event.deltaMode === 2 ? pageHeight : 1);
  // One event never jumps more than a notch's worth, whatever the device reports.
  const capped = Math.max(-120, Math.min(120, px));
  return Math.exp(-capped * (event.ctrlKey ? 0.01 : 0.0025));
}

export interface Tap {
  x: number;
  y: number;
  at: number;
}

/** Pointer travel (px) and time (ms) under which a press is a tap, not a drag or a hold. */
export const tapSlop = 8;
export const tapTime = 350;
/** A second tap this soon and this near the first makes a double tap. */
const doubleTapTime = 320;
const doubleTapSlop = 30;

export const isDoubleTap = (first: Tap | null, second: Tap): boolean =>
  !!first &&
  second.at - first.at <= doubleTapTime &&
  Math.hypot(second.x - first.x, second.y - first.y) <= doubleTapSlop;
