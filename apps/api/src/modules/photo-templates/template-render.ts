import sharp from 'sharp';
import {
  encodeKitMap,
  generatePaintByNumbers,
  PhotoRejectedError,
  type GeneratorStats,
  type PaletteColour,
  type PhotoErrorCode,
  type RgbaImage,
} from '@kartyna/paint-by-numbers';
import { outlineRaster } from './template-outline';
import { templatePdf } from './template-pdf';
import type { TemplateOptions } from './template-options';

/** The painted preview is drawn this many times the working grid, each cell a sharp square. */
export const PREVIEW_SCALE = 4;

export interface TemplateRequest {
  /** the stored upload: a re-encoded JPEG, already turned upright by its EXIF orientation */
  photo: Uint8Array;
  options: TemplateOptions;
  title: string;
  /** the painting companion's address, printed as a QR code on the legend page (photo lines) */
  companionUrl?: string;
}

export interface TemplateStats extends GeneratorStats {
  colourCount: number;
  widthMm: number;
  heightMm: number;
  pxPerMm: number;
  /** wall time of the generation in the worker, ms */
  generationMs: number;
}

export type TemplateResult =
  | {
      ok: true;
      previewPng: Uint8Array;
      /** the SVG drawn as a PNG (template-outline.ts), the companion's first look */
      outlinePng: Uint8Array;
      svg: string;
      pdf: Uint8Array;
      /** the companion's region map (encodeKitMap), not yet gzipped */
      kitMap: Uint8Array;
      palette: PaletteColour[];
      stats: TemplateStats;
    }
  /** the generator refused the photo: no retry will change that */
  | { ok: false; code: PhotoErrorCode };

/** The stored photo as straight RGBA, the generator's input (the storefront uses getImageData). */
export async function decodePhoto(photo: Uint8Array): Promise<RgbaImage> {
  const { data, info } = await sharp(photo).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
  };
}

/**
 * Photo → preview PNG, SVG, PDF, legend, region map. Heavy (seconds of CPU): run it in a worker thread
 * (picture-pool.ts), never on the API's event loop.
 */
export async function renderTemplate(request: TemplateRequest): Promise<TemplateResult> {
  const image = await decodePhoto(request.photo);
  const started = performance.now();
  let result;
  try {
    result = generatePaintByNumbers(image, request.options);
  } catch (err) {
    if (err instanceof PhotoRejectedError) return { ok: false, code: err.code };
    throw err;
  }
  const generationMs = Math.round(performance.now() - started);
  const { preview } = result;
  const previewPng = await sharp(
    Buffer.from(preview.data.buffer, preview.data.byteOffset, preview.data.length),
    {
      raw: { width: preview.width, height: preview.height, channels: 4 },
    },
  )
    .resize(preview.width * PREVIEW_SCALE, preview.height * PREVIEW_SCALE, { kernel: 'nearest' })
    .removeAlpha()
    .png({ compressionLevel: 9, palette: true, colours: 256, dither: 0 })
    .toBuffer();
  const pdf = await templatePdf(result.svg, result.palette, {
    title: request.title,
    widthMm: result.widthMm,
    heightMm: result.heightMm,
    ...(request.companionUrl ? { companionUrl: request.companionUrl } : {}),
  });
  const outlinePng = await outlineRaster(result.svg, result.widthMm, result.heightMm);
  return {
    ok: true,
    outlinePng,
    // Copies of their own, so the worker can move them to the main thread whole.
    previewPng: new Uint8Array(previewPng),
    svg: result.svg,
    pdf: new Uint8Array(pdf),
    // Made here, in the worker, from the generator's own region raster: the main thread never
    // holds the full result.
    kitMap: encodeKitMap(result),
    palette: result.palette,
    stats: {
      ...result.stats,
      colourCount: result.palette.length,
      widthMm: result.widthMm,
      heightMm: result.heightMm,
      pxPerMm: result.pxPerMm,
      generationMs,
    },
  };
}
