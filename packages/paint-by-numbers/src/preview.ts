import type { RgbaImage } from './types';

/** The region map painted in its paints, scaled (nearest pixel) to `previewWidth`. */
export function paintPreview(
  colourOf: Uint8Array,
  rgbOf: Uint8Array,
  width: number,
  height: number,
  previewWidth: number,
): RgbaImage {
  const pw = Math.max(1, Math.round(previewWidth));
  const ph = Math.max(1, Math.round((pw * height) / width));
  const data = new Uint8ClampedArray(pw * ph * 4);
  const sx = new Int32Array(pw);
  for (let x = 0; x < pw; x++) sx[x] = Math.min(width - 1, Math.floor(((x + 0.5) * width) / pw));
  for (let y = 0; y < ph; y++) {
    const row = Math.min(height - 1, Math.floor(((y + 0.5) * height) / ph)) * width;
    for (let x = 0; x < pw; x++) {
      const c = colourOf[row + (sx[x] ?? 0)] ?? 0;
      const o = (y * pw + x) * 4;
      data[o] = rgbOf[c * 3] ?? 0;
      data[o + 1] = rgbOf[c * 3 + 1] ?? 0;
      data[o + 2] = rgbOf[c * 3 + 2] ?? 0;
      data[o + 3] = 255;
    }
  }
  return { width: pw, height: ph, data };
}
