import type { PhotoComplectation, PhotoOrientation, PhotoSize, PhotoSpeed } from './enums';
import { type Kopiyky, percentOf, uahToKopiyky } from './money';

/** requirements §9 photo-picture prices, UAH. */
export const photoPriceTableUah: Readonly<Record<PhotoSize, Readonly<Record<PhotoComplectation, number>>>> = {
  '40x50': { classic: 825, premium: 995 },
  '40x60': { classic: 950, premium: 1125 },
  '40x70': { classic: 1050, premium: 1265 },
  '50x50': { classic: 995, premium: 1190 },
  '50x60': { classic: 1050, premium: 1265 },
  '50x70': { classic: 1150, premium: 1445 },
  '50x90': { classic: 1295, premium: 1690 },
  '60x60': { classic: 1150, premium: 1445 },
  '60x80': { classic: 1295, premium: 1690 },
  '100x80': { classic: 1750, premium: 2075 },
};

/**
 * The spec prices sizes and complectations but not speed. An urgent picture takes the
 * painters off the queue, so it costs a documented surcharge on top of the table price.
 */
export const urgentSurchargePercent = 20;

export function photoPictureUnitPrice(
  size: PhotoSize,
  complectation: PhotoComplectation,
  speed: PhotoSpeed,
): Kopiyky {
  const base = uahToKopiyky(photoPriceTableUah[size][complectation]);
  return speed === 'urgently' ? base + percentOf(base, urgentSurchargePercent) : base;
}

/** Colours in the paint set of a photo picture: the premium set has the finer palette. */
export const photoPaletteSize: Readonly<Record<PhotoComplectation, number>> = {
  classic: 24,
  premium: 36,
};

/**
 * The complectation chooses the detail too: premium's finer palette goes with finer regions,
 * so the two kits differ visibly in the preview and on the canvas.
 */
export const photoDetailByComplectation: Readonly<Record<PhotoComplectation, PhotoDetailLevel>> = {
  classic: 'medium',
  premium: 'high',
};

/** The painted canvas in cm: the size's short side across in portrait, its long side in landscape. */
export function photoCanvasCm(
  size: PhotoSize,
  orientation: PhotoOrientation,
): { widthCm: number; heightCm: number } {
  const [a = 0, b = 0] = size.split('x').map(Number);
  const long = Math.max(a, b);
  const short = Math.min(a, b);
  return orientation === 'landscape'
    ? { widthCm: long, heightCm: short }
    : { widthCm: short, heightCm: long };
}

/** The k-means seed of a template unless a line names its own: the same photo gives the same kit. */
export const photoTemplateSeed = 1;

/**
 * How fine the paint-by-numbers template is. Each level sets the smallest region a person
 * paints: at least a square of this side (mm), and wide enough somewhere to hold a circle of
 * this diameter. No level goes below 3 mm, the least a brush and a printed number fit into.
 */
export const photoDetailLevels = ['low', 'medium', 'high'] as const;
export type PhotoDetailLevel = (typeof photoDetailLevels)[number];
export const photoDetailMinRegionSideMm: Readonly<Record<PhotoDetailLevel, number>> = {
  low: 6,
  medium: 4,
  high: 3,
};
