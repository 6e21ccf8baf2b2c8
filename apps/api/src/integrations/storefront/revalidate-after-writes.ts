import type { StorefrontCacheTag } from '@kartyna/domain';
import type { App } from '../../types';

/**
 * In this plugin's scope, an accepted staff change answers only once the storefronts have
 * expired the pages it touches: whoever saves and then opens the shop sees the change.
 * `catalog`: the change committed to the catalogue is passed on by the catalogue's own
 * announcements, exactly as wide as it is (a stock edit that leaves the product in stock expires
 * nothing); other tags are told as they are.
 */
export function revalidateStorefrontAfterWrites(app: App, tags: StorefrontCacheTag[]): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      const told = tags.filter((tag) => tag !== 'catalog');
      await Promise.all([
        tags.includes('catalog') ? app.deps.catalogAnnouncer.passedOn() : undefined,
        told.length > 0 ? app.deps.storefront.revalidate(told) : undefined,
      ]);
    }
    return payload;
  });
}
