import type { KitProgress, KitProgressChange } from '@kartyna/domain';
import type { KitTicks } from './painting-kits-repository';

/**
 * Merges one device's changes into the stored ticks, per region the latest change winning
 * (last-write-wins on the change's own moment, so a phone that was offline for an hour cannot
 * undo what a tablet did since). A moment later than the server's now counts as now: a device
 * whose clock runs a year ahead would otherwise win every later sync of every other device.
 * An equal moment keeps what is stored, so a repeated sync changes nothing. Answers whether
 * anything changed.
 */
export function mergeTicks(ticks: KitTicks, changes: KitProgressChange[], nowMs: number): boolean {
  let changed = false;
  for (const change of changes) {
    const at = Math.min(change.at, nowMs);
    const key = String(change.region);
    const stored = ticks[key];
    if (stored && stored[1] >= at) continue;
    ticks[key] = [change.ticked ? 1 : 0, at];
    changed = true;
  }
  return changed;
}

/** The regions ticked now, ascending; ids beyond the template's regions are never shown. */
export function tickedOf(ticks: KitTicks, regionCount: number): number[] {
  return Object.entries(ticks)
    .filter(([id, [on]]) => on === 1 && Number(id) < regionCount)
    .map(([id]) => Number(id))
    .sort((a, b) => a - b);
}

export function progressOf(
  row: { ticks: KitTicks; updatedAt: Date | null } | null,
  regionCount: number,
): KitProgress {
  return {
    ticked: row ? tickedOf(row.ticks, regionCount) : [],
    updatedAt: row?.updatedAt?.toISOString() ?? null,
  };
}
