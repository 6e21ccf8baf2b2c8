/**
 * Cuts the paints down to `target`. The k-means runs with a few more colours than the kit has,
 * because merging small and thin regions wipes out some colours (a shade that only appears in
 * specks); here the paints that matter least — the least canvas area times how little they
 * differ from the nearest other paint, less for a paint in only a region or two — are repainted in that nearest paint until `target`
 * remain. Repainting only joins regions, so the paintable-size guarantees still hold.
 */
/** A paint in fewer regions than this is used for a single patch or two. */
const fewRegions = 3;

export function reducePalette(
  colourOf: Uint8Array,
  regionColours: Int32Array,
  difference: Float64Array,
  target: number,
): void {
  const paints = Math.round(Math.sqrt(difference.length));
  const count = new Float64Array(paints);
  for (const c of colourOf) count[c] = (count[c] ?? 0) + 1;
  const regions = new Int32Array(paints);
  for (const c of regionColours) regions[c] = (regions[c] ?? 0) + 1;
  const into = Int32Array.from({ length: paints }, (_, c) => c);
  const used = new Set<number>();
  for (let c = 0; c < paints; c++) if ((count[c] ?? 0) > 0) used.add(c);

  const nearest = (c: number): { other: number; diff: number } => {
    let other = -1;
    let diff = Infinity;
    for (const o of used) {
      const d = difference[c * paints + o] ?? Infinity;
      if (o !== c && d < diff) {
        diff = d;
        other = o;
      }
    }
    return { other, diff };
  };

  while (used.size > target) {
    let drop = -1;
    let dropInto = -1;
    let bestCost = Infinity;
    for (const c of [...used].sort((a, b) => a - b)) {
      const { other, diff } = nearest(c);
      // A paint in one or two regions only is a pot bought for one patch: drop those sooner.
      const cost = (count[c] ?? 0) * diff * ((regions[c] ?? 0) < fewRegions ? 0.3 : 1);
      if (other >= 0 && cost < bestCost) {
        bestCost = cost;
        drop = c;
        dropInto = other;
      }
    }
    if (drop < 0) break;
    used.delete(drop);
    count[dropInto] = (count[dropInto] ?? 0) + (count[drop] ?? 0);
    regions[dropInto] = (regions[dropInto] ?? 0) + (regions[drop] ?? 0);
    for (let c = 0; c < paints; c++) if (into[c] === drop) into[c] = dropInto;
  }
  for (let p = 0; p < colourOf.length; p++) colourOf[p] = into[colourOf[p] ?? 0] ?? 0;
}
