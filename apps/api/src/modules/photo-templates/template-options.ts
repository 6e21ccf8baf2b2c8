import {
  photoCanvasCm,
  photoDetailByComplectation,
  photoPaletteSize,
  type PhotoComplectation,
  type PhotoCrop,
  type PhotoOrientation,
  type PhotoSize,
} from '@kartyna/domain';
import { previewPxPerMm, type GeneratorOptions } from '@kartyna/paint-by-numbers';

export interface TemplateLine {
  size: PhotoSize;
  complectation: PhotoComplectation;
  orientation: PhotoOrientation;
  crop: PhotoCrop | null;
  seed: number;
}

export type TemplateOptions = Omit<GeneratorOptions, 'onProgress' | 'previewWidth'>;

/**
 * The generator's options exactly as the storefront's preview sets them, so the workshop prints
 * the picture the shopper saw. The preview's grid (1 px a mm) is also the print's: the SVG is
 * vector in real millimetres, so it prints sharp at any resolution.
 */
export function templateOptionsOf(line: TemplateLine): TemplateOptions {
  return {
    ...photoCanvasCm(line.size, line.orientation),
    colours: photoPaletteSize[line.complectation],
    detail: photoDetailByComplectation[line.complectation],
    seed: line.seed,
    ...(line.crop ? { crop: line.crop } : {}),
    pxPerMm: previewPxPerMm,
  };
}
