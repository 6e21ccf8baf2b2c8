import {
  STOREFRONT_CHANNEL,
  tagsFromOtherApi,
} from '../../integrations/storefront/storefront-relay-repository';
import type { App } from '../../types';
import { listenForCatalogChanges } from './change-listener';

/**
 * Starts hearing what a shopper sees change (shopper-visible-changes.ts) for this API process:
 * the catalogue's announcements go to the announcer (deps.catalogAnnouncer), which drops this
 * process's copies and tells the storefronts subscribed here; what another API process learnt
 * from its own writes is told to them as it comes. Called once from app.ts; stopped on close.
 */
export async function startStorefrontChanges(app: App): Promise<void> {
  const announcer = app.deps.catalogAnnouncer;
  const stopListening = await listenForCatalogChanges(
    app.deps.database,
    // Every process hears the change and tells the storefronts, which act on a version once.
    (change) => announcer.heard(change),
    app.log,
    {
      [STOREFRONT_CHANNEL]: (payload) => {
        const tags = tagsFromOtherApi(app.deps, payload);
        if (tags.length > 0) void app.deps.storefront.revalidate(tags);
      },
    },
    () => app.metrics.outage('catalog-listener'),
  );
  app.addHook('onClose', async () => stopListening());
  // A database still lacking its migrations has no catalogue version to start from yet.
  if (app.migrations.missingAtStart.length === 0) await announcer.start();
  else
    void app.migrations.ready
      .then(() => announcer.start())
      .catch((err: unknown) => app.log.error({ err }, '[catalog] announcer not started'));
}
