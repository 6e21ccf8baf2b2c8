import { rgbToLab } from './colour';
import { createRandom } from './prng';
import { PhotoRejectedError } from './types';

export interface Quantised {
  /** Lab of each palette colour, 3 a colour. */
  centres: Float64Array;
  /** Palette index of every working pixel. */
  colourOf: Uint8Array;
}

/** Below this RMS spread of Lab (≈ ΔE) the photo is one colour with noise: nothing to paint by numbers. */
export const plainPhotoSpread = 6;
/** Two k-means centres closer than this (ΔE) are one paint. */
const sameColour = 1;

/**
 * Colour reduction by k-means in CIE Lab. The pixels are first pooled into 32×32×32 RGB bins
 * (their mean Lab, weighted by count): a photo has far fewer distinct bins than pixels, so the
 * iterations stay fast at print resolution. k-means++ starts from the seeded generator.
 */
export function quantise(
  lab: Float32Array,
  rgb: Float32Array,
  colours: number,
  seed: number,
  onIteration: (fraction: number) => void,
): Quantised {
  const n = lab.length / 3;
  const binCount = new Float64Array(32768);
  const binSum = new Float64Array(32768 * 3);
  for (let p = 0; p < n; p++) {
    const key =
      (Math.min(31, (rgb[p * 3] ?? 0) >> 3) << 10) |
      (Math.min(31, (rgb[p * 3 + 1] ?? 0) >> 3) << 5) |
      Math.min(31, (rgb[p * 3 + 2] ?? 0) >> 3);
    binCount[key] = (binCount[key] ?? 0) + 1;
    binSum[key * 3] = (binSum[key * 3] ?? 0) + (lab[p * 3] ?? 0);
    binSum[key * 3 + 1] = (binSum[key * 3 + 1] ?? 0) + (lab[p * 3 + 1] ?? 0);
    binSum[key * 3 + 2] = (binSum[key * 3 + 2] ?? 0) + (lab[p * 3 + 2] ?? 0);
  }
  const used: number[] = [];
  for (let k = 0; k < 32768; k++) if ((binCount[k] ?? 0) > 0) used.push(k);
  const m = used.length;
  const weight = new Float64Array(m);
  const point = new Float64Array(m * 3);
  const mean = [0, 0, 0];
  used.forEach((key, i) => {
    const c = binCount[key] ?? 1;
    weight[i] = c;
    for (let d = 0; d < 3; d++) {
      const v = (binSum[key * 3 + d] ?? 0) / c;
      point[i * 3 + d] = v;
      mean[d] = (mean[d] ?? 0) + v * c;
    }
  });
  for (let d = 0; d < 3; d++) mean[d] = (mean[d] ?? 0) / n;
  let spread = 0;
  for (let i = 0; i < m; i++) spread += (weight[i] ?? 0) * dist2(point, i, mean, 0);
  if (Math.sqrt(spread / n) < plainPhotoSpread) throw new PhotoRejectedError('photo_too_plain');

  const k = Math.min(colours, m);
  let centres = seedCentres(point, weight, k, seed);
  const nearest = new Int32Array(m);
  const maxIterations = 40;
  for (let it = 0; it < maxIterations; it++) {
    for (let i = 0; i < m; i++) nearest[i] = nearestCentre(point, i, centres);
    const sums = new Float64Array(centres.length);
    const counts = new Float64Array(centres.length / 3);
    for (let i = 0; i < m; i++) {
      const c = nearest[i] ?? 0;
      const w = weight[i] ?? 0;
      counts[c] = (counts[c] ?? 0) + w;
      for (let d = 0; d < 3; d++) sums[c * 3 + d] = (sums[c * 3 + d] ?? 0) + w * (point[i * 3 + d] ?? 0);
    }
    let moved = 0;
    const next: number[] = [];
    for (let c = 0; c < counts.length; c++) {
      const w = counts[c] ?? 0;
      if (w === 0) continue; // an empty cluster is a paint nobody uses
      const centre = [0, 1, 2].map((d) => (sums[c * 3 + d] ?? 0) / w);
      moved = Math.max(moved, Math.sqrt(dist2(centres, c, centre, 0)));
      next.push(...centre);
    }
    centres = Float64Array.from(next);
    onIteration((it + 1) / maxIterations);
    if (moved < 0.05) break;
  }
  centres = dropDuplicates(centres);

  const colourOf = new Uint8Array(n);
  const k2 = centres.length / 3;
  // The hottest loop (every pixel × every paint): plain locals, no helper calls.
  for (let p = 0; p < n; p++) {
    const L = lab[p * 3] ?? 0;
    const A = lab[p * 3 + 1] ?? 0;
    const B = lab[p * 3 + 2] ?? 0;
    let best = 0;
    let bestD = Infinity;
    for (let c = 0; c < k2; c++) {
      const dl = L - (centres[c * 3] ?? 0);
      const da = A - (centres[c * 3 + 1] ?? 0);
      const db = B - (centres[c * 3 + 2] ?? 0);
      const d = dl * dl + da * da + db * db;
      if (d < bestD) {
        bestD = d;
        best = c;
      }
    }
    colourOf[p] = best;
  }
  return { centres, colourOf };
}

function dist2(a: ArrayLike<number>, i: number, b: ArrayLike<number>, j: number): number {
  const dl = (a[i * 3] ?? 0) - (b[j * 3] ?? 0);
  const da = (a[i * 3 + 1] ?? 0) - (b[j * 3 + 1] ?? 0);
  const db = (a[i * 3 + 2] ?? 0) - (b[j * 3 + 2] ?? 0);
  return dl * dl + da * da + db * db;
}

function nearestCentre(points: ArrayLike<number>, i: number, centres: Float64Array): number {
  let best = 0;
  let bestD = Infinity;
  for (let c = 0; c < centres.length / 3; c++) {
    const d = dist2(points, i, centres, c);
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

/** k-means++: each next centre drawn with probability ∝ weight × squared distance to the nearest one so far. */
function seedCentres(point: Float64Array, weight: Float64Array, k: number, seed: number): Float64Array {
  const random = createRandom(seed);
  const m = weight.length;
  const centres = new Float64Array(k * 3);
  const best = new Float64Array(m).fill(Infinity);
  let chosen = pick(weight, random());
  for (let c = 0; c < k; c++) {
    for (let d = 0; d < 3; d++) centres[c * 3 + d] = point[chosen * 3 + d] ?? 0;
    if (c === k - 1) break;
    const score = new Float64Array(m);
    for (let i = 0; i < m; i++) {
      const d = Math.min(best[i] ?? Infinity, dist2(point, i, centres, c));
      best[i] = d;
      score[i] = d * (weight[i] ?? 0);
    }
    chosen = pick(score, random());
  }
  return centres;
}

function pick(scores: Float64Array, r: number): number {
  let total = 0;
  for (const s of scores) total += s;
  let target = r * total;
  for (let i = 0; i < scores.length; i++) {
    target -= scores[i] ?? 0;
    if (target < 0) return i;
  }
  return scores.length - 1;
}

function dropDuplicates(centres: Float64Array): Float64Array {
  const kept: number[] = [];
  for (let c = 0; c < centres.length / 3; c++) {
    let duplicate = false;
    for (let j = 0; j < kept.length / 3; j++)
      if (dist2(centres, c, kept, j) < sameColour * sameColour) duplicate = true;
    if (!duplicate) kept.push(centres[c * 3] ?? 0, centres[c * 3 + 1] ?? 0, centres[c * 3 + 2] ?? 0);
  }
  return Float64Array.from(kept);
}

/** Lab of every working pixel from its RGB. */
export function labOfPixels(rgb: Float32Array): Float32Array {
  const lab = new Float32Array(rgb.length);
  for (let p = 0; p < rgb.length; p += 3) rgbToLab(rgb[p] ?? 0, rgb[p + 1] ?? 0, rgb[p + 2] ?? 0, lab, p);
  return lab;
}
