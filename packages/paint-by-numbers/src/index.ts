export * from './types';
export { generatePaintByNumbers, orientCanvas, previewPxPerMm, printPxPerMm, workingSize } from './generate';
export { meanDeltaE } from './fidelity';
export { paintMlPerSquareMetre } from './palette';
export { minFontSizeMm, maxFontSizeMm, digitWidthEm, digitHeightEm } from './labels';
export { deltaE2000, rgbToLab, labToRgb } from './colour';
export { encodeKitMap, decodeKitMap, regionAt, type KitMap, type KitRegion } from './kit-map';
