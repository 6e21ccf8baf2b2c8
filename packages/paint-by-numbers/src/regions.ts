/** Connected regions of one palette colour (4-neighbour connectivity: a diagonal touch is two regions). */
export interface Regions {
  /** Region id of every pixel. */
  label: Int32Array;
  count: number;
  /** Palette index and pixel count per region. */
  colour: Int32Array;
  area: Int32Array;
}

export function labelRegions(colourOf: Uint8Array, width: number, height: number): Regions {
  const n = width * height;
  const label = new Int32Array(n).fill(-1);
  const stack = new Int32Array(n);
  const colours: number[] = [];
  const areas: number[] = [];
  let count = 0;
  for (let start = 0; start < n; start++) {
    if ((label[start] ?? 0) !== -1) continue;
    const c = colourOf[start] ?? 0;
    let top = 0;
    stack[top++] = start;
    label[start] = count;
    let area = 0;
    while (top > 0) {
      const p = stack[--top] ?? 0;
      area++;
      const x = p % width;
      if (x > 0 && label[p - 1] === -1 && colourOf[p - 1] === c) {
        label[p - 1] = count;
        stack[top++] = p - 1;
      }
      if (x < width - 1 && label[p + 1] === -1 && colourOf[p + 1] === c) {
        label[p + 1] = count;
        stack[top++] = p + 1;
      }
      if (p >= width && label[p - width] === -1 && colourOf[p - width] === c) {
        label[p - width] = count;
        stack[top++] = p - width;
      }
      if (p + width < n && label[p + width] === -1 && colourOf[p + width] === c) {
        label[p + width] = count;
        stack[top++] = p + width;
      }
    }
    colours.push(c);
    areas.push(area);
    count++;
  }
  return { label, count, colour: Int32Array.from(colours), area: Int32Array.from(areas) };
}

/**
 * Squared Euclidean distance of every pixel to the nearest pixel on a region's edge (a pixel
 * with a 4-neighbour of another region, or on the image's edge), by the separable exact
 * transform of Felzenszwalb & Huttenlocher — linear in the pixel count.
 */
export function distanceToEdges(label: Int32Array, width: number, height: number): Float64Array {
  const n = width * height;
  const d = new Float64Array(n);
  const far = (width + height) * (width + height);
  // Interior pixels first, then the frame: no bounds checks in the loop over millions.
  for (let y = 1; y < height - 1; y++) {
    const row = y * width;
    for (let x = 1; x < width - 1; x++) {
      const p = row + x;
      const l = label[p];
      d[p] =
        label[p - 1] !== l || label[p + 1] !== l || label[p - width] !== l || label[p + width] !== l
          ? 0
          : far;
    }
  }
  for (let x = 0; x < width; x++) {
    d[x] = 0;
    d[n - 1 - x] = 0;
  }
  for (let y = 0; y < height; y++) {
    d[y * width] = 0;
    d[y * width + width - 1] = 0;
  }
  const size = Math.max(width, height);
  const f = new Float64Array(size);
  const out = new Float64Array(size);
  const v = new Int32Array(size);
  const z = new Float64Array(size + 1);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) f[y] = d[y * width + x] ?? 0;
    transform1d(f, height, out, v, z);
    for (let y = 0; y < height; y++) d[y * width + x] = out[y] ?? 0;
  }
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) f[x] = d[row + x] ?? 0;
    transform1d(f, width, out, v, z);
    for (let x = 0; x < width; x++) d[row + x] = out[x] ?? 0;
  }
  return d;
}

/** Lower envelope of parabolas: out[q] = min over p of (q − p)² + f[p]. */
function transform1d(f: Float64Array, n: number, out: Float64Array, v: Int32Array, z: Float64Array): void {
  let k = 0;
  v[0] = 0;
  z[0] = -Infinity;
  z[1] = Infinity;
  for (let q = 1; q < n; q++) {
    const fq = (f[q] ?? 0) + q * q;
    let s: number;
    // z[0] is −∞, so the walk back stops at the first parabola at the latest.
    for (;;) {
      const p = v[k] ?? 0;
      s = (fq - ((f[p] ?? 0) + p * p)) / (2 * q - 2 * p);
      if (s <= (z[k] ?? 0)) k--;
      else break;
    }
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = Infinity;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while ((z[k + 1] ?? Infinity) < q) k++;
    const p = v[k] ?? 0;
    out[q] = (q - p) * (q - p) + (f[p] ?? 0);
  }
}

/**
 * Pixels between a pixel's centre and the region's drawn border, given its squared distance to
 * the nearest edge pixel: the border runs half a pixel beyond that edge pixel's centre, and the
 * smoothed outline cuts up to ~0.35 px into corners, so the distance itself is a fair, slightly
 * cautious measure.
 */
export function clearancePx(d2: number): number {
  return Math.sqrt(d2);
}

/** The pixel farthest from the region's edge (first in reading order on a tie) and its squared distance. */
export function farthestPoints(
  label: Int32Array,
  count: number,
  d2: Float64Array,
): { at: Int32Array; d2: Float64Array } {
  const at = new Int32Array(count).fill(-1);
  const best = new Float64Array(count).fill(-1);
  for (let p = 0; p < label.length; p++) {
    const r = label[p] ?? 0;
    const d = d2[p] ?? 0;
    if (d > (best[r] ?? 0)) {
      best[r] = d;
      at[r] = p;
    }
  }
  return { at, d2: best };
}
