/**
 * The running server's front page cache (src/server/main.ts), reachable from route handlers in
 * the same process by a global symbol: Next bundles the routes apart from the server entry.
 * Under a plain `next start` there is none, and expiring is a no-op.
 */
const key = Symbol.for('kartyna.page-cache');
type Expirable = { expire(tags: readonly string[]): Promise<void> };

const slots = globalThis as Record<symbol, unknown>;

export function registerPageCache(cache: Expirable | null): void {
  slots[key] = cache;
}

/** Resolves once the pages are gone here and, with Redis, for every storefront. */
export async function expirePageCache(tags: readonly string[]): Promise<void> {
  await (slots[key] as Expirable | null | undefined)?.expire(tags);
}
