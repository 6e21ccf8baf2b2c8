/**
 * requirements §8: a chunk that fails to load (a deploy replaced the files the page was built with)
 * reloads the page, at most once per 60 s so a really broken chunk cannot loop.
 */
export const CHUNK_RELOAD_KEY = 'kartyna_chunk_reload_at';
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

const chunkPatterns = [
  /ChunkLoadError/i,
  /Loading (?:CSS )?chunk [\w-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
];

/** Whether a thrown value (an error event's error, a rejection's reason) is a chunk failure. */
export function isChunkLoadError(value: unknown): boolean {
  if (!value) return false;
  const text =
    typeof value === 'string'
      ? value
      : value instanceof Error || (typeof value === 'object' && value !== null)
        ? `${(value as { name?: unknown }).name ?? ''} ${(value as { message?: unknown }).message ?? ''}`
        : '';
  return chunkPatterns.some((p) => p.test(text));
}

/** Whether a reload is allowed now, given the time of the last one (or null). */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_WINDOW_MS
  );
}
