import { deltaE2000 } from './colour';
import { clearancePx, distanceToEdges, farthestPoints, labelRegions, type Regions } from './regions';

/**
 * Folds regions nobody can paint into their most similar neighbour. Works on the colour map in
 * place: a merged region takes its neighbour's paint. Regions only ever grow, so a region that
 * passed a check keeps passing it.
 */
class Merger {
  readonly regions: Regions;
  private readonly head: Int32Array;
  private readonly tail: Int32Array;
  private readonly next: Int32Array;
  readonly alive: Uint8Array;

  constructor(
    private readonly colourOf: Uint8Array,
    private readonly width: number,
    private readonly height: number,
    private readonly difference: Float64Array,
    private readonly paints: number,
  ) {
    this.regions = labelRegions(colourOf, width, height);
    const { count, label } = this.regions;
    this.head = new Int32Array(count).fill(-1);
    this.tail = new Int32Array(count).fill(-1);
    this.next = new Int32Array(label.length).fill(-1);
    this.alive = new Uint8Array(count).fill(1);
    for (let p = label.length - 1; p >= 0; p--) {
      const r = label[p] ?? 0;
      this.next[p] = this.head[r] ?? -1;
      if (this.head[r] === -1) this.tail[r] = p;
      this.head[r] = p;
    }
  }

  /** The neighbour of the closest colour; on a tie the longer shared border, then the lower id. */
  bestNeighbour(r: number): number {
    const { label, colour } = this.regions;
    const shared = new Map<number, number>();
    const w = this.width;
    const n = label.length;
    const add = (q: number) => {
      const l = label[q] ?? 0;
      if (l !== r) shared.set(l, (shared.get(l) ?? 0) + 1);
    };
    for (let p = this.head[r] ?? -1; p !== -1; p = this.next[p] ?? -1) {
      const x = p % w;
      if (x > 0) add(p - 1);
      if (x < w - 1) add(p + 1);
      if (p >= w) add(p - w);
      if (p + w < n) add(p + w);
    }
    const own = colour[r] ?? 0;
    let best = -1;
    let bestDiff = Infinity;
    let bestShared = 0;
    for (const [q, s] of shared) {
      const diff = this.difference[own * this.paints + (colour[q] ?? 0)] ?? 0;
      if (diff < bestDiff || (diff === bestDiff && (s > bestShared || (s === bestShared && q < best)))) {
        best = q;
        bestDiff = diff;
        bestShared = s;
      }
    }
    return best;
  }

  merge(r: number, into: number): void {
    const { label, colour, area } = this.regions;
    const paint = colour[into] ?? 0;
    for (let p = this.head[r] ?? -1; p !== -1; p = this.next[p] ?? -1) {
      label[p] = into;
      this.colourOf[p] = paint;
    }
    this.next[this.tail[into] ?? 0] = this.head[r] ?? -1;
    this.tail[into] = this.tail[r] ?? -1;
    area[into] = (area[into] ?? 0) + (area[r] ?? 0);
    this.alive[r] = 0;
  }
}

/** ΔE2000 between every two palette colours, row-major. */
export function colourDifferences(centres: Float64Array): Float64Array {
  const k = centres.length / 3;
  const out = new Float64Array(k * k);
  for (let i = 0; i < k; i++)
    for (let j = 0; j < k; j++)
      out[i * k + j] = deltaE2000(
        centres[i * 3] ?? 0,
        centres[i * 3 + 1] ?? 0,
        centres[i * 3 + 2] ?? 0,
        centres[j * 3] ?? 0,
        centres[j * 3 + 1] ?? 0,
        centres[j * 3 + 2] ?? 0,
      );
  return out;
}

/** Merges every region under `minAreaPx`, smallest first. */
export function mergeSmallRegions(
  colourOf: Uint8Array,
  width: number,
  height: number,
  difference: Float64Array,
  minAreaPx: number,
): void {
  const paints = Math.round(Math.sqrt(difference.length));
  const m = new Merger(colourOf, width, height, difference, paints);
  const { area, count } = m.regions;
  const small: number[] = [];
  for (let r = 0; r < count; r++) if ((area[r] ?? 0) < minAreaPx) small.push(r);
  small.sort((a, b) => (area[a] ?? 0) - (area[b] ?? 0) || a - b);
  for (const r of small) {
    if (!m.alive[r] || (area[r] ?? 0) >= minAreaPx) continue;
    const into = m.bestNeighbour(r);
    if (into >= 0) m.merge(r, into);
  }
}

/**
 * Merges regions too thin to hold a number (their widest point is under `minClearance` px from
 * the edge), thinnest first, until none is left. A region that just absorbed another is looked
 * at again in the next pass, with its new shape.
 */
export function mergeThinRegions(
  colourOf: Uint8Array,
  width: number,
  height: number,
  difference: Float64Array,
  minClearance: number,
  onPass: (pass: number) => void,
): void {
  const paints = Math.round(Math.sqrt(difference.length));
  for (let pass = 0; pass < 50; pass++) {
    const m = new Merger(colourOf, width, height, difference, paints);
    const { label, count, area } = m.regions;
    const far = farthestPoints(label, count, distanceToEdges(label, width, height));
    const thin: number[] = [];
    for (let r = 0; r < count; r++) if (clearancePx(far.d2[r] ?? 0) < minClearance) thin.push(r);
    if (thin.length === 0 || count === 1) return;
    thin.sort((a, b) => (far.d2[a] ?? 0) - (far.d2[b] ?? 0) || (area[a] ?? 0) - (area[b] ?? 0) || a - b);
    const grown = new Uint8Array(count);
    for (const r of thin) {
      if (!m.alive[r] || grown[r]) continue;
      const into = m.bestNeighbour(r);
      if (into < 0) continue;
      m.merge(r, into);
      grown[into] = 1;
    }
    onPass(pass);
  }
}
