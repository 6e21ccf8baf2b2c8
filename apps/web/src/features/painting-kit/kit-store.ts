import { paintingKitSchema, type KitProgressChange, type ReadyPaintingKit } from '@kartyna/domain';
import { z } from 'zod';
import type { LocalProgress } from './kit-progress';

/**
 * This device's copy of a kit, in localStorage: the kit as last fetched (so it opens without a
 * network) and its progress with the changes not yet on the server. Nothing here is trusted
 * beyond this screen: the server checks access and ranges on every sync.
 */
const recordSchema = z.object({
  kit: paintingKitSchema.nullable(),
  ticked: z.array(z.number().int().nonnegative()),
  pending: z.array(z.object({ region: z.number().int(), ticked: z.boolean(), at: z.number() })),
  serverAt: z.string().nullable().default(null),
});

export interface KitRecord {
  kit: ReadyPaintingKit | null;
  progress: LocalProgress;
  /** the server's `updatedAt` of the ticks last taken from it: which copy is newer, this or a page's */
  serverAt: string | null;
}

const none: KitRecord = { kit: null, progress: { ticked: [], pending: [] }, serverAt: null };

const keyOf = (ref: string) => `kartyna:kit:${ref}`;

export function readKitRecord(ref: string): KitRecord {
  try {
    const raw = localStorage.getItem(keyOf(ref));
    const parsed = raw ? recordSchema.safeParse(JSON.parse(raw)) : null;
    if (!parsed?.success) return none;
    const kit = parsed.data.kit?.status === 'ready' ? parsed.data.kit : null;
    return {
      kit,
      progress: { ticked: parsed.data.ticked, pending: parsed.data.pending as KitProgressChange[] },
      serverAt: parsed.data.serverAt,
    };
  } catch {
    // Storage switched off (a private window) or full: the kit works for this visit.
    return none;
  }
}

export function writeKitRecord(ref: string, record: KitRecord): void {
  try {
    localStorage.setItem(
      keyOf(ref),
      JSON.stringify({
        kit: record.kit,
        ticked: record.progress.ticked,
        pending: record.progress.pending,
        serverAt: record.serverAt,
      }),
    );
  } catch {
    // As above: nothing to do but keep the state in memory.
  }
}
