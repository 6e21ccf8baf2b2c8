export * from './types';
export { generatePaintByNumbers, orientCanvas, previewPxPerMm, printPxPerMm, workingSize } from './generate';
export { meanDeltaE } from './fidelity';
export { paintMlPerSquareMetre } from './palette';
export { minFontSizeMm, maxFontSizeMm, digitWidthEm, digitHeightEm } from './labels';
export { deltaE2000, rgbToLab, labToRgb } from './colour';
