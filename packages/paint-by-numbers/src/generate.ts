import {
  minPaintableShortSidePx,
  photoDetailMinRegionSideMm,
  photoPxPerCm,
  photoQuality,
  type PhotoCrop,
} from '@kartyna/domain';
import { clearanceNeededMm, placeLabel } from './labels';
import { colourDifferences, mergeSmallRegions, mergeThinRegions } from './merge';
import { traceBorders } from './outline';
import { finalPalette } from './palette';
import { paintPreview } from './preview';
import { reducePalette } from './reduce';
import { labOfPixels, quantise } from './quantise';
import { distanceToEdges, farthestPoints, labelRegions } from './regions';
import { resampleToCanvas } from './resample';
import { buildSvg } from './svg';
import {
  PhotoRejectedError,
  type GeneratorOptions,
  type GeneratorResult,
  type Region,
  type RgbaImage,
} from './types';

export const previewPxPerMm = 1;
/** Extra k-means colours, as a share of the kit's, that merging may wipe out (see reducePalette). */
const spareColourShare = 0.25;
export const printPxPerMm = 2;

/**
 * The canvas turned to the photo: a landscape photo on a "40×50" canvas is painted 50 wide and
 * 40 high rather than losing a third of its width to the crop.
 */
export function orientCanvas(
  photoWidth: number,
  photoHeight: number,
  sideACm: number,
  sideBCm: number,
): { widthCm: number; heightCm: number } {
  const long = Math.max(sideACm, sideBCm);
  const short = Math.min(sideACm, sideBCm);
  return photoWidth > photoHeight ? { widthCm: long, heightCm: short } : { widthCm: short, heightCm: long };
}

/** The working grid for a canvas: `pxPerMm` pixels a millimetre. */
export function workingSize(options: Pick<GeneratorOptions, 'widthCm' | 'heightCm' | 'pxPerMm'>): {
  width: number;
  height: number;
} {
  const pxPerMm = options.pxPerMm ?? previewPxPerMm;
  return {
    width: Math.round(options.widthCm * 10 * pxPerMm),
    height: Math.round(options.heightCm * 10 * pxPerMm),
  };
}

/** The photo averaged onto the working grid, as RGB and Lab (3 floats a pixel each). */
export function workingImage(
  image: RgbaImage,
  width: number,
  height: number,
  crop?: PhotoCrop,
): { rgb: Float32Array; lab: Float32Array } {
  const rgb = resampleToCanvas(image, width, height, crop);
  return { rgb, lab: labOfPixels(rgb) };
}

/**
 * Photo → paint-by-numbers: palette, regions, SVG template and painted preview. Pure and
 * deterministic: no clock, no Math.random, and every loop runs in a fixed order.
 */
export function generatePaintByNumbers(image: RgbaImage, options: GeneratorOptions): GeneratorResult {
  const progress = options.onProgress ?? (() => undefined);
  // Refused only when one photo pixel would cover more canvas than the finest region (the whole
  // photo and a crop alike): a smaller photo is upscaled smoothly and paints with simpler details.
  const pxPerCm = photoPxPerCm(image, options, options.crop);
  const quality = photoQuality(pxPerCm);
  if (quality === 'too-small')
    throw new PhotoRejectedError('photo_too_small', minPaintableShortSidePx(options));
  const pxPerMm = options.pxPerMm ?? previewPxPerMm;
  const mmPerPx = 1 / pxPerMm;
  const { width, height } = workingSize(options);
  const widthMm = options.widthCm * 10;
  const heightMm = options.heightCm * 10;

  progress('quantise', 0);
  const { rgb, lab } = workingImage(image, width, height, options.crop);
  const spare = Math.ceil(options.colours * spareColourShare);
  const { centres, colourOf } = quantise(lab, rgb, options.colours + spare, options.seed, (f) =>
    progress('quantise', f),
  );
  progress('quantise', 1);

  progress('regions', 0);
  const difference = colourDifferences(centres);
  const minSideMm = photoDetailMinRegionSideMm[options.detail];
  const side = minSideMm * pxPerMm;
  mergeSmallRegions(colourOf, width, height, difference, side * side);
  progress('regions', 1);

  progress('merge', 0);
  const paints = centres.length / 3;
  // A region must hold its number and, at the chosen detail, a circle as wide as the smallest square.
  const needed = Math.max(clearanceNeededMm(String(options.colours).length), minSideMm / 2) * pxPerMm;
  mergeThinRegions(colourOf, width, height, difference, needed, (pass) =>
    progress('merge', Math.min(0.95, (pass + 1) / 10)),
  );
  reducePalette(colourOf, labelRegions(colourOf, width, height).colour, difference, options.colours);
  const { label, count, colour, area } = labelRegions(colourOf, width, height);
  const palette = finalPalette(lab, colourOf, paints, colour, widthMm * heightMm);
  progress('merge', 1);

  progress('outline', 0);
  const chains = traceBorders(label, width, height, mmPerPx);
  progress('outline', 1);

  progress('labels', 0);
  const far = farthestPoints(label, count, distanceToEdges(label, width, height));
  const boxes = boundingBoxes(label, count, width);
  const pxArea = mmPerPx * mmPerPx;
  const regions: Region[] = [];
  for (let r = 0; r < count; r++) {
    const colourNumber = palette.numberOf[colour[r] ?? 0] ?? 0;
    regions.push({
      id: r,
      colourNumber,
      areaMm2: Math.round((area[r] ?? 0) * pxArea * 100) / 100,
      bbox: {
        x: (boxes[r * 4] ?? 0) * mmPerPx,
        y: (boxes[r * 4 + 1] ?? 0) * mmPerPx,
        width: ((boxes[r * 4 + 2] ?? 0) - (boxes[r * 4] ?? 0) + 1) * mmPerPx,
        height: ((boxes[r * 4 + 3] ?? 0) - (boxes[r * 4 + 1] ?? 0) + 1) * mmPerPx,
      },
      label: placeLabel(far.at[r] ?? 0, far.d2[r] ?? 0, width, mmPerPx, colourNumber),
    });
  }
  const svg = buildSvg(widthMm, heightMm, chains, regions);
  const preview = paintPreview(colourOf, palette.rgbOf, width, height, options.previewWidth ?? width);
  progress('labels', 1);

  let smallest = Infinity;
  let fitting = 0;
  for (const r of regions) {
    smallest = Math.min(smallest, r.areaMm2);
    if (r.label.fits) fitting++;
  }
  return {
    widthMm,
    heightMm,
    pxPerMm,
    palette: palette.colours,
    regions,
    regionMap: { width, height, data: label },
    svg,
    preview,
    stats: {
      workingWidth: width,
      workingHeight: height,
      regionCount: count,
      smallestRegionMm2: smallest,
      labelsFitShare: count ? fitting / count : 1,
      photoPxPerCm: pxPerCm,
      photoQuality: quality,
    },
  };
}

/** minX, minY, maxX, maxY (pixels) of every region. */
function boundingBoxes(label: Int32Array, count: number, width: number): Int32Array {
  const box = new Int32Array(count * 4);
  for (let r = 0; r < count; r++) box.set([width, label.length, -1, -1], r * 4);
  for (let p = 0; p < label.length; p++) {
    const r = label[p] ?? 0;
    const x = p % width;
    const y = (p - x) / width;
    if (x < (box[r * 4] ?? 0)) box[r * 4] = x;
    if (y < (box[r * 4 + 1] ?? 0)) box[r * 4 + 1] = y;
    if (x > (box[r * 4 + 2] ?? 0)) box[r * 4 + 2] = x;
    if (y > (box[r * 4 + 3] ?? 0)) box[r * 4 + 3] = y;
  }
  return box;
}
