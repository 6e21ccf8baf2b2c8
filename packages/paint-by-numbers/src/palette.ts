import { labToRgb, rgbToHex } from './colour';
import type { PaletteColour } from './types';

/**
 * Paint needed per square metre of canvas, ml. Artists' acrylic covers ~10 m² a litre in one
 * thin coat (100 ml/m²); a paint-by-numbers coat is thicker, to hide the printed lines and
 * numbers, and some stays on the brush and in the pot, so 50 % is added.
 */
export const paintMlPerSquareMetre = 150;

export interface FinalPalette {
  colours: PaletteColour[];
  /** Palette number (1..n) of every k-means index; 0 for indices no pixel uses any more. */
  numberOf: Int32Array;
  /** RGB of every k-means index after the refit. */
  rgbOf: Uint8Array;
}

/**
 * The paints that survive merging, refitted and numbered. Each paint becomes the mean Lab of
 * the photo pixels it now covers (merging handed it pixels of other colours), and the numbers
 * go from light to dark — the order a painter fills a canvas in.
 */
export function finalPalette(
  lab: Float32Array,
  colourOf: Uint8Array,
  paints: number,
  regionColours: Int32Array,
  canvasAreaMm2: number,
): FinalPalette {
  const n = colourOf.length;
  const sum = new Float64Array(paints * 3);
  const count = new Float64Array(paints);
  for (let p = 0; p < n; p++) {
    const c = colourOf[p] ?? 0;
    count[c] = (count[c] ?? 0) + 1;
    for (let d = 0; d < 3; d++) sum[c * 3 + d] = (sum[c * 3 + d] ?? 0) + (lab[p * 3 + d] ?? 0);
  }
  const regionsOf = new Int32Array(paints);
  for (const c of regionColours) regionsOf[c] = (regionsOf[c] ?? 0) + 1;
  const used: { index: number; L: number }[] = [];
  for (let c = 0; c < paints; c++)
    if ((count[c] ?? 0) > 0) used.push({ index: c, L: (sum[c * 3] ?? 0) / (count[c] ?? 1) });
  used.sort((a, b) => b.L - a.L || a.index - b.index);

  const numberOf = new Int32Array(paints);
  const rgbOf = new Uint8Array(paints * 3);
  const colours = used.map(({ index }, i) => {
    const c = count[index] ?? 1;
    const rgb = labToRgb(
      (sum[index * 3] ?? 0) / c,
      (sum[index * 3 + 1] ?? 0) / c,
      (sum[index * 3 + 2] ?? 0) / c,
    );
    rgbOf.set(rgb, index * 3);
    numberOf[index] = i + 1;
    const share = c / n;
    const areaMm2 = share * canvasAreaMm2;
    return {
      number: i + 1,
      hex: rgbToHex(rgb),
      rgb,
      share: Math.round(share * 1e6) / 1e6,
      areaMm2: Math.round(areaMm2),
      paintMl: Math.ceil((areaMm2 / 1e6) * paintMlPerSquareMetre * 10) / 10,
      regionCount: regionsOf[index] ?? 0,
    };
  });
  return { colours, numberOf, rgbOf };
}
