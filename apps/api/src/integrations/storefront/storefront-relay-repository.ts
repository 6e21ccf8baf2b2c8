import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { storefrontCacheTagSchema, type StorefrontCacheTag } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';

/**
 * Expiries an API process learns from its own writes (content, settings: what the catalogue's
 * own announcements do not carry) reach the storefronts subscribed to the other processes
 * through this channel (issue #28). Catalogue changes need no relay: every process hears those
 * on catalog_changed.
 */
export const STOREFRONT_CHANNEL = 'storefront_cache';

/**
 * Each API's mark on what it announces (it has told its own storefronts already), by its deps:
 * tests run two APIs in one process.
 */
const origins = new WeakMap<object, string>();
const originOf = (deps: object) => {
  if (!origins.has(deps)) origins.set(deps, randomUUID());
  return origins.get(deps) as string;
};

export async function announceToOtherApis(deps: { db: DbOrTx }, tags: StorefrontCacheTag[]): Promise<void> {
  const origin = originOf(deps);
  const db = deps.db;
  await db.execute(sql`select pg_notify(${STOREFRONT_CHANNEL}, ${JSON.stringify({ origin, tags })})`);
}

/** The tags another process announced; none for this process's own announcements or junk. */
export function tagsFromOtherApi(deps: object, payload: string | undefined): StorefrontCacheTag[] {
  const origin = originOf(deps);
  try {
    const data = JSON.parse(payload ?? '') as { origin?: unknown; tags?: unknown };
    if (data.origin === origin || !Array.isArray(data.tags)) return [];
    return data.tags.flatMap((tag) => {
      const parsed = storefrontCacheTagSchema.safeParse(tag);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}
