import type { StorefrontTagKind } from '@kartyna/domain';
import { CATALOG_CHANNEL } from './change-listener';

/**
 * Who tells the storefronts of a committed change of a table:
 * - `trigger`: the database itself, on catalog_changed (migration 0018's bump_catalog_version,
 *   installed on exactly these tables), so a change from any process or a script is heard;
 *   `perRow`: announced row by row (a product: its pages and its listings), else as the whole
 *   catalogue;
 * - `staffWrite`: the back-office route that wrote it, once the write answers
 *   (integrations/storefront/revalidate-after-writes.ts), relayed to the other API processes.
 */
export type ChangeHeard = { by: 'trigger'; perRow: boolean } | { by: 'staffWrite' };

export interface ShopperVisibleTable {
  heard: ChangeHeard;
  /** the kinds of storefront tags (packages/domain) a change of the table expires */
  expires: readonly StorefrontTagKind[];
}

/**
 * What a shopper sees change (issues #15, #23, #47): every table the storefront's pages are built
 * from, with who announces its changes and which storefront tags they expire. The one statement
 * of the rule on the API's side: shopper-visible-changes.test.ts fails when the trigger as
 * installed covers other tables than these, or announces other ones row by row.
 */
export const SHOPPER_VISIBLE_TABLES = {
  // A product's page and every listing of its categories and their ancestors; a wide change
  // (over 50 products in a transaction, a category not yet loaded) the whole catalogue.
  products: { heard: { by: 'trigger', perRow: true }, expires: ['product', 'listing', 'catalog'] },
  // The menus of every page show the categories; the filters, the sizes.
  categories: { heard: { by: 'trigger', perRow: false }, expires: ['catalog'] },
  product_sizes: { heard: { by: 'trigger', perRow: false }, expires: ['catalog'] },
  // The footer of every page shows the settings; the static pages, the texts and SEO texts.
  page_texts: { heard: { by: 'staffWrite' }, expires: ['content'] },
  seo_data: { heard: { by: 'staffWrite' }, expires: ['content'] },
  common_variables: { heard: { by: 'staffWrite' }, expires: ['content'] },
  testimonials: { heard: { by: 'staffWrite' }, expires: ['content'] },
  client_works: { heard: { by: 'staffWrite' }, expires: ['content'] },
} as const satisfies Record<string, ShopperVisibleTable>;

export type ShopperVisibleTableName = keyof typeof SHOPPER_VISIBLE_TABLES;

const entries = Object.entries(SHOPPER_VISIBLE_TABLES) as [ShopperVisibleTableName, ShopperVisibleTable][];

/** The tables whose changes the trigger announces on CATALOG_CHANNEL. */
export const TRIGGER_TABLES = entries.filter(([, t]) => t.heard.by === 'trigger').map(([name]) => name);

/** Of those, the ones announced row by row. */
export const PER_ROW_TABLES = entries
  .filter(([, t]) => t.heard.by === 'trigger' && t.heard.perRow)
  .map(([name]) => name);

/** The trigger function and the channel it announces on (migration 0018). */
export const CATALOG_TRIGGER = { function: 'bump_catalog_version', channel: CATALOG_CHANNEL } as const;
