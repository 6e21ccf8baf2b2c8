/**
 * The running server's front page cache (src/server/main.ts), reachable from route handlers in
 * the same process by a global symbol: Next bundles the routes apart from the server entry.
 * Under a plain `next start` there is none, and clearing is a no-op.
 */
const key = Symbol.for('kartyna.page-cache');
type Clearable = { clear(): void };

export function registerPageCache(cache: Clearable | null): void {
  (globalThis as Record<symbol, unknown>)[key] = cache;
}

export function clearPageCache(): void {
  ((globalThis as Record<symbol, unknown>)[key] as Clearable | null | undefined)?.clear();
}
