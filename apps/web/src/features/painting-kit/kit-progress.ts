import type { KitProgressChange } from '@kartyna/domain';
import type { KitRegion } from '@kartyna/paint-by-numbers/kit-map';

/**
 * A kit's progress on this device: the regions ticked as painted, and the changes the server
 * has not confirmed yet (made offline, or while a sync was in flight). The server keeps the
 * latest change per region (kits API), so sending a change twice is harmless.
 */
export interface LocalProgress {
  ticked: number[];
  pending: KitProgressChange[];
}

export const emptyProgress: LocalProgress = { ticked: [], pending: [] };

/** One tap: the region flips, and the change waits to be sent (only its latest state matters). */
export function toggleRegion(progress: LocalProgress, region: number, at: number): LocalProgress {
  const ticked = new Set(progress.ticked);
  const nowTicked = !ticked.has(region);
  if (nowTicked) ticked.add(region);
  else ticked.delete(region);
  return {
    ticked: [...ticked].sort((a, b) => a - b),
    pending: [...progress.pending.filter((c) => c.region !== region), { region, ticked: nowTicked, at }],
  };
}

/** The server's ticks with this device's unconfirmed changes on top of them. */
export function withPending(
  serverTicked: readonly number[],
  pending: readonly KitProgressChange[],
): number[] {
  const ticked = new Set(serverTicked);
  for (const change of pending) {
    if (change.ticked) ticked.add(change.region);
    else ticked.delete(change.region);
  }
  return [...ticked].sort((a, b) => a - b);
}

/**
 * After a sync that carried `sent`: the server's answer, plus whatever was tapped while the
 * request was out (a change not in `sent`, or one made again since).
 */
export function afterSync(
  current: LocalProgress,
  sent: readonly KitProgressChange[],
  serverTicked: readonly number[],
): LocalProgress {
  const pending = current.pending.filter(
    (c) => !sent.some((s) => s.region === c.region && s.at === c.at && s.ticked === c.ticked),
  );
  return { ticked: withPending(serverTicked, pending), pending };
}

export interface PaintProgress {
  done: number;
  total: number;
}

/** Regions ticked of each paint (by its number) and of the whole canvas. */
export function progressByPaint(
  regions: readonly KitRegion[],
  ticked: readonly number[],
): { byPaint: Map<number, PaintProgress>; overall: PaintProgress } {
  const byPaint = new Map<number, PaintProgress>();
  for (const region of regions) {
    const entry = byPaint.get(region.colourNumber) ?? { done: 0, total: 0 };
    entry.total += 1;
    byPaint.set(region.colourNumber, entry);
  }
  let done = 0;
  for (const id of ticked) {
    const region = regions[id];
    if (!region) continue;
    done += 1;
    const entry = byPaint.get(region.colourNumber);
    if (entry) entry.done += 1;
  }
  return { byPaint, overall: { done, total: regions.length } };
}

/** The next region of a paint still to do, in reading order after `after` (the first one when null). */
export function nextRegionOf(
  regions: readonly KitRegion[],
  ticked: readonly number[],
  paint: number,
  after: number | null,
): KitRegion | null {
  const done = new Set(ticked);
  const todo = regions
    .filter((r) => r.colourNumber === paint && !done.has(r.id))
    // Top to bottom in 2 cm bands, left to right in each: how a painter works across a canvas.
    .sort((a, b) => Math.floor(a.bbox.y / 20) - Math.floor(b.bbox.y / 20) || a.bbox.x - b.bbox.x);
  if (todo.length === 0) return null;
  const at = after === null ? -1 : todo.findIndex((r) => r.id === after);
  return todo[(at + 1) % todo.length] ?? null;
}
