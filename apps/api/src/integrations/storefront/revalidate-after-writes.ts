import type { StorefrontCacheTag } from '@kartyna/domain';
import type { App } from '../../types';

/**
 * In this plugin's scope, an accepted staff change answers only once the storefronts have
 * expired the pages it touches: whoever saves and then opens the shop sees the change. (Other
 * processes and changes made by checkouts reach the storefronts through the catalogue listener.)
 */
export function revalidateStorefrontAfterWrites(app: App, tags: StorefrontCacheTag[]): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      await app.deps.storefront.revalidate(tags);
    }
    return payload;
  });
}
