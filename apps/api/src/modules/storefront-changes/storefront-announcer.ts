import type { Db } from '../../db/client';
import type { StorefrontCache } from '../../integrations/storefront/storefront-cache';
import { storefrontTagsOf, versionOf, type CatalogChange } from './catalog-change';
import { catalogVersionNow } from '../catalog/catalog-service';
import { getCategoryIndexCovering, invalidateCategoryIndex } from '../catalog/category-index';

/**
 * Passes the catalogue changes this process hears (change-listener.ts) on to the storefronts,
 * as the narrowest tags that cover them (issue #23), and lets a staff save wait until its own
 * change has been passed on: whoever saves and then opens the shop sees the change.
 *
 * Changes heard in one turn of the event loop go out as one call; calls go out in order, so a
 * version counts as passed on only once every older one has been.
 */
export interface CatalogAnnouncer {
  /** the listener is up: changes committed from now on will be heard */
  start(): Promise<void>;
  heard(change: CatalogChange): void;
  /**
   * `drop` is called with every change heard, before it is passed on: a per-process copy of
   * catalogue answers (catalog-routes.ts) is dropped at once. Returns the unsubscribe.
   */
  onHeard(drop: (change: CatalogChange) => void): () => void;
  /**
   * Resolves once every change committed before this call has been passed on (at most after
   * `timeoutMs`: a listener that lost its connection must not hold a staff save for long).
   */
  passedOn(timeoutMs?: number): Promise<void>;
}

export interface CatalogAnnouncerOptions {
  db: Db;
  storefront: StorefrontCache;
  log: { warn(obj: object, msg: string): void };
}

export function createCatalogAnnouncer({ db, storefront, log }: CatalogAnnouncerOptions): CatalogAnnouncer {
  let started = false;
  let passed = 0;
  let pending: CatalogChange[] = [];
  let chain: Promise<void> = Promise.resolve();
  const waiters = new Set<{ version: number; resolve: () => void }>();
  const droppers = new Set<(change: CatalogChange) => void>();

  const advance = (version: number) => {
    passed = Math.max(passed, version);
    for (const waiter of waiters) {
      if (waiter.version <= passed) {
        waiters.delete(waiter);
        waiter.resolve();
      }
    }
  };

  async function passOn(batch: CatalogChange[]): Promise<void> {
    const categoryIds = batch.flatMap((change) => (change.whole ? [] : change.categoryIds));
    const tags = storefrontTagsOf(batch, await getCategoryIndexCovering(db, categoryIds));
    const version = versionOf(batch);
    await storefront.revalidate(tags, version);
    // A change of unknown version (the listener reconnected): everything committed until now.
    advance(version ?? (await catalogVersionNow(db)));
  }

  const flush = () => {
    const batch = pending;
    pending = [];
    chain = chain
      .then(() => passOn(batch))
      .catch((err: unknown) => {
        log.warn({ err }, '[catalog] change not passed on to the storefronts');
        // Saves waiting for it answer now; the pages refresh within their minute.
        advance(versionOf(batch) ?? 0);
      });
  };

  return {
    async start() {
      advance(await catalogVersionNow(db));
      started = true;
    },
    heard(change) {
      // The category tree is read again before the tags of a change of its shape are worked out.
      if (change.whole) invalidateCategoryIndex(db);
      for (const drop of droppers) drop(change);
      if (pending.length === 0) setImmediate(flush);
      pending.push(change);
    },
    onHeard(drop) {
      droppers.add(drop);
      return () => droppers.delete(drop);
    },
    async passedOn(timeoutMs = 3000) {
      if (!started) return;
      const version = await catalogVersionNow(db);
      if (version <= passed) return;
      await new Promise<void>((resolve) => {
        const waiter = { version, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) {
            log.warn({ version, passed }, '[catalog] change not heard in time; the save answers anyway');
            resolve();
          }
        }, timeoutMs).unref();
      });
    },
  };
}
