import type { ErrorKey, PhotoCrop, PhotoDetailLevel, PhotoQuality } from '@kartyna/domain';

/** Straight (not premultiplied) RGBA pixels, row by row, 4 bytes a pixel. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** The five steps a progress bar shows, in the order they run. */
export const generatorStages = ['quantise', 'regions', 'merge', 'outline', 'labels'] as const;
export type GeneratorStage = (typeof generatorStages)[number];
export type ProgressCallback = (stage: GeneratorStage, fraction: number) => void;

export interface GeneratorOptions {
  /** Canvas size as painted, cm (e.g. 40 × 50); the photo is cropped to its proportions. */
  widthCm: number;
  heightCm: number;
  /** The part of the photo the shopper framed (fractions); the centre when left out. */
  crop?: PhotoCrop;
  /** Colours in the paint set (24 classic, 36 premium). */
  colours: number;
  detail: PhotoDetailLevel;
  /** Seed of the k-means++ start: the same photo, options and seed give the same template. */
  seed: number;
  /** Working pixels per millimetre of canvas: 1 for a quick preview, 2 for the print template. */
  pxPerMm?: number;
  /** Width of the painted preview in pixels; the working width when left out. */
  previewWidth?: number;
  onProgress?: ProgressCallback;
}

export interface PaletteColour {
  /** The number printed in the regions, 1..n, light colours first. */
  number: number;
  hex: string;
  rgb: [number, number, number];
  /** Share of the canvas area, 0..1. */
  share: number;
  areaMm2: number;
  /** Paint to put into the kit's pot, ml (see `paintMlPerSquareMetre`). */
  paintMl: number;
  regionCount: number;
}

export interface RegionLabel {
  /** Centre of the number, mm from the canvas's top left corner. */
  x: number;
  y: number;
  fontSizeMm: number;
  /** Radius of the largest circle around the point inside the region, mm. */
  clearanceMm: number;
  /** Whether a number of at least the minimum font size fits inside the region. */
  fits: boolean;
}

export interface Region {
  id: number;
  colourNumber: number;
  areaMm2: number;
  /** Bounding box in mm. */
  bbox: { x: number; y: number; width: number; height: number };
  label: RegionLabel;
}

export interface GeneratorStats {
  workingWidth: number;
  workingHeight: number;
  regionCount: number;
  smallestRegionMm2: number;
  /** Share of the regions whose number fits at ≥ the minimum font size, 0..1. */
  labelsFitShare: number;
  /**
   * Photo pixels per cm of canvas in the painted part, and what that gives (`photoQuality` of
   * @kartyna/domain): 'small' means fine details were simplified, which the shop says so.
   */
  photoPxPerCm: number;
  photoQuality: Exclude<PhotoQuality, 'too-small'>;
}

export interface GeneratorResult {
  widthMm: number;
  heightMm: number;
  pxPerMm: number;
  palette: PaletteColour[];
  regions: Region[];
  /** Region index (into `regions`) of every working pixel, row by row. */
  regionMap: { width: number; height: number; data: Int32Array };
  /** Outline template in real millimetres, ready to print. */
  svg: string;
  /** The region map painted in the palette colours. */
  preview: RgbaImage;
  stats: GeneratorStats;
}

export type PhotoErrorCode = Extract<ErrorKey, 'photo_too_small' | 'photo_too_plain'>;

/**
 * A photo the generator cannot use; `message` is the error key the UI translates. A photo too
 * small also says how many pixels the painted part's short side needs at least
 * (`minPaintableShortSidePx`), for the message to name.
 */
export class PhotoRejectedError extends Error {
  readonly code: PhotoErrorCode;
  readonly statusCode = 422;
  readonly minShortSidePx: number | undefined;
  constructor(code: PhotoErrorCode, minShortSidePx?: number) {
    super(code);
    this.name = 'PhotoRejectedError';
    this.code = code;
    this.minShortSidePx = minShortSidePx;
  }
}
