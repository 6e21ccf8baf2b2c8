import type { StorefrontCacheTag } from '@kartyna/domain';
import type { App } from '../../types';
import { announceToOtherApis } from './storefront-relay-repository';

/**
 * In this plugin's scope, an accepted staff change answers only once the expiry of the pages it
 * touches was sent to the storefronts: whoever saves and then opens the shop sees the change.
 * `catalog`: the change committed to the catalogue is passed on by the catalogue's own
 * announcements, exactly as wide as it is (a stock edit that leaves the product in stock expires
 * nothing); other tags are told as they are, to the storefronts subscribed here and, through
 * the database, to those subscribed to the other API processes.
 */
export function revalidateStorefrontAfterWrites(app: App, tags: StorefrontCacheTag[]): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      const told = tags.filter((tag) => tag !== 'catalog');
      await Promise.all([
        tags.includes('catalog') ? app.deps.catalogAnnouncer.passedOn() : undefined,
        told.length > 0 ? app.deps.storefront.revalidate(told) : undefined,
        told.length > 0 ? relay(app, told) : undefined,
      ]);
    }
    return payload;
  });
}

async function relay(app: App, tags: StorefrontCacheTag[]): Promise<void> {
  // Not worth failing a save that committed: those storefronts' pages refresh within the hour,
  // and a storefront that reconnects drops them all.
  await announceToOtherApis(app.deps, tags).catch((err: unknown) =>
    app.log.warn({ err, tags }, '[storefront] expiry not relayed to the other API processes'),
  );
}
