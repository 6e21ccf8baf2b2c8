import type { RegionLabel } from './types';
import { clearancePx } from './regions';

/** Smallest printed number a painter reads without a magnifier, mm. */
export const minFontSizeMm = 2;
/** Numbers never grow beyond this: a big number is no easier to read and covers more canvas. */
export const maxFontSizeMm = 3.5;
/**
 * Box of a number in em: digit advance (Arial and Liberation Sans 0.556 em, DejaVu Sans — what a
 * Linux print server falls back to — 0.636 em) × digit height (~0.73 em).
 */
export const digitWidthEm = 0.64;
export const digitHeightEm = 0.75;

/** Half the diagonal of an `digits`-digit number set at 1 mm: the circle it needs around its centre. */
function halfDiagonal(digits: number): number {
  return Math.hypot(digitWidthEm * digits, digitHeightEm) / 2;
}

/** The clearance (mm) a region needs at its pole of inaccessibility to hold a number of `digits` digits. */
export function clearanceNeededMm(digits: number): number {
  return minFontSizeMm * halfDiagonal(digits);
}

/**
 * The number's place: the region's pole of inaccessibility (its pixel farthest from the edge),
 * and the largest font up to `maxFontSizeMm` whose box still fits in the circle free around it.
 */
export function placeLabel(
  pixel: number,
  d2: number,
  width: number,
  mmPerPx: number,
  colourNumber: number,
): RegionLabel {
  const x = pixel % width;
  const y = (pixel - x) / width;
  const clearanceMm = clearancePx(d2) * mmPerPx;
  const digits = String(colourNumber).length;
  const fitting = Math.floor((clearanceMm / halfDiagonal(digits)) * 10) / 10;
  return {
    x: Math.round((x + 0.5) * mmPerPx * 100) / 100,
    y: Math.round((y + 0.5) * mmPerPx * 100) / 100,
    fontSizeMm: Math.max(minFontSizeMm, Math.min(maxFontSizeMm, fitting)),
    clearanceMm: Math.round(clearanceMm * 100) / 100,
    fits: fitting >= minFontSizeMm,
  };
}
