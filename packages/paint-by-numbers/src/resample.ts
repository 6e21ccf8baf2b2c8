import { paintedArea, type PhotoCrop } from '@kartyna/domain';
import type { RgbaImage } from './types';

/**
 * The photo cut to the canvas's proportions (the crop, or centred like CSS `object-fit: cover`)
 * and resampled to the working grid. Transparent pixels are laid on white, the colour of a blank
 * canvas. Returns RGB floats, 3 a pixel.
 *
 * Along an axis where a working pixel covers a photo pixel or more, it is the area-weighted mean
 * of the photo pixels it covers, so no detail is skipped and noise is smoothed. Along an axis where
 * the photo has fewer pixels than the grid (a 500 px photo on an 800 px print grid), an area mean
 * would copy each photo pixel into a block of equal working pixels, and region borders would
 * follow those blocks' staircases; there the grid is interpolated linearly between photo pixel
 * centres instead, so an edge in the photo stays a slope. The choice is made per axis because the
 * two passes are separate; as the painted part has the canvas's proportions, both axes almost
 * always choose alike. Plain arithmetic in a fixed order: the same photo gives the same bytes.
 */
export function resampleToCanvas(
  image: RgbaImage,
  width: number,
  height: number,
  crop?: PhotoCrop,
): Float32Array {
  const { x0, y0, cropW, cropH } = paintedArea(image, width / height, crop);

  const cols = spans(x0, cropW, width, image.width);
  const rows = spans(y0, cropH, height, image.height);
  const rowFirst = Math.floor(y0);
  const rowLast = Math.min(image.height, Math.ceil(y0 + cropH));

  // Horizontal pass: every photo row inside the crop, resampled to `width` columns.
  const horiz = new Float32Array((rowLast - rowFirst) * width * 3);
  const src = image.data;
  for (let sy = rowFirst; sy < rowLast; sy++) {
    const rowBase = sy * image.width * 4;
    const outBase = (sy - rowFirst) * width * 3;
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      const start = cols.start[x] ?? 0;
      const count = cols.count[x] ?? 0;
      for (let k = 0; k < count; k++) {
        const sx = start + k;
        const w = cols.weight[(cols.offset[x] ?? 0) + k] ?? 0;
        const i = rowBase + sx * 4;
        const alpha = (src[i + 3] ?? 255) / 255;
        const white = 255 * (1 - alpha);
        r += w * ((src[i] ?? 0) * alpha + white);
        g += w * ((src[i + 1] ?? 0) * alpha + white);
        b += w * ((src[i + 2] ?? 0) * alpha + white);
      }
      horiz[outBase + x * 3] = r;
      horiz[outBase + x * 3 + 1] = g;
      horiz[outBase + x * 3 + 2] = b;
    }
  }

  // Vertical pass.
  const out = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const start = rows.start[y] ?? 0;
    const count = rows.count[y] ?? 0;
    const o = y * width * 3;
    for (let k = 0; k < count; k++) {
      const w = rows.weight[(rows.offset[y] ?? 0) + k] ?? 0;
      const h = (start + k - rowFirst) * width * 3;
      for (let i = 0; i < width * 3; i++) out[o + i] = (out[o + i] ?? 0) + w * (horiz[h + i] ?? 0);
    }
  }
  return out;
}

/** For each of `n` target cells: the run of source cells it draws on and their weights (summing to 1). */
interface Spans {
  start: Int32Array;
  count: Int32Array;
  offset: Int32Array;
  weight: Float64Array;
}

/**
 * The weights along one axis for `n` target cells over [origin, origin + length) of a photo
 * `limit` pixels long: an area mean when a cell is a pixel or wider, else linear interpolation.
 */
function spans(origin: number, length: number, n: number, limit: number): Spans {
  const start = new Int32Array(n);
  const count = new Int32Array(n);
  const offset = new Int32Array(n);
  const weights: number[] = [];
  const step = length / n;
  // Worked out from the whole pixel the crop starts on, so a crop on whole pixels weighs its
  // pixels exactly as the same rectangle cut out of the photo would (the same template, bit for bit).
  const base = Math.floor(origin);
  const frac = origin - base;
  const localLimit = limit - base;
  // The last photo pixel the painted part touches: interpolation reads no further, for the same reason.
  const lastTouched = Math.min(limit, Math.ceil(origin + length)) - 1 - base;
  for (let i = 0; i < n; i++) {
    offset[i] = weights.length;
    if (step < 1) {
      // The cell's centre, between the centres of the two photo pixels around it.
      const u = frac + (i + 0.5) * step - 0.5;
      const left = Math.floor(u);
      const t = u - left;
      if (u <= 0 || u >= lastTouched || t === 0) {
        start[i] = base + Math.min(Math.max(left, 0), lastTouched);
        count[i] = 1;
        weights.push(1);
      } else {
        start[i] = base + left;
        count[i] = 2;
        weights.push(1 - t, t);
      }
      continue;
    }
    const a = frac + i * step;
    const b = a + step;
    const first = Math.max(0, Math.floor(a));
    const last = Math.min(localLimit - 1, Math.ceil(b) - 1);
    start[i] = base + first;
    let total = 0;
    const from = weights.length;
    for (let s = first; s <= last; s++) {
      const w = Math.min(b, s + 1) - Math.max(a, s);
      weights.push(w > 0 ? w : 0);
      total += w > 0 ? w : 0;
    }
    count[i] = last - first + 1;
    for (let k = from; k < weights.length; k++) weights[k] = (weights[k] ?? 0) / total;
  }
  return { start, count, offset, weight: Float64Array.from(weights) };
}
