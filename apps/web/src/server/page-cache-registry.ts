/**
 * The running server's front page cache (src/server/main.ts), reachable from route handlers in
 * the same process by a global symbol: Next bundles the routes apart from the server entry.
 * Under a plain `next start` there is none, and expiring is a no-op.
 */
const key = Symbol.for('kartyna.page-cache');
const callsKey = Symbol.for('kartyna.expiry-calls');
type Expirable = { expire(tags: readonly string[]): Promise<void> };

/** How one of the API's expiry calls ended (app/api/storefront-cache), counted in /metrics. */
export type ExpiryCallOutcome = 'expired' | 'not_configured' | 'unauthorized' | 'invalid_data' | 'error';
type ExpiryCallCounter = (outcome: ExpiryCallOutcome) => void;

const slots = globalThis as Record<symbol, unknown>;

export function registerPageCache(cache: Expirable | null, countExpiryCall?: ExpiryCallCounter): void {
  slots[key] = cache;
  slots[callsKey] = countExpiryCall;
}

/** Resolves once the pages are gone here and, with Redis, for every storefront. */
export async function expirePageCache(tags: readonly string[]): Promise<void> {
  await (slots[key] as Expirable | null | undefined)?.expire(tags);
}

export function countExpiryCall(outcome: ExpiryCallOutcome): void {
  (slots[callsKey] as ExpiryCallCounter | undefined)?.(outcome);
}
