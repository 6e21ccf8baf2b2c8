import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { catalogMessages } from '../features/catalog/messages';
import { contentMessages } from '../features/content/messages';
import { customersMessages } from '../features/customers/messages';
import { dashboardMessages } from '../features/dashboard/messages';
import { feedsMessages } from '../features/feeds/messages';
import { ordersMessages } from '../features/orders/messages';
import { photoTemplateMessages } from '../features/orders/photo-template-messages';
import { promotionsMessages } from '../features/promotions/messages';
import { staffMessages } from '../features/staff/messages';
import { raUkrainian } from './ra-ukrainian';
import { shopMessages } from './shop-messages';

type Tree = { [key: string]: string | Tree };

/** Feature messages nest under shared roots (`resources`, `shop`), so they are merged deeply. */
function merge(...trees: Tree[]): Tree {
  const out: Tree = {};
  for (const tree of trees)
    for (const [key, value] of Object.entries(tree)) {
      const current = out[key];
      out[key] =
        typeof value === 'object' && current && typeof current === 'object' ? merge(current, value) : value;
    }
  return out;
}

export const ukrainianMessages = merge(
  raUkrainian as unknown as Tree,
  shopMessages,
  catalogMessages,
  ordersMessages,
  photoTemplateMessages,
  contentMessages,
  customersMessages,
  staffMessages,
  dashboardMessages,
  promotionsMessages,
  feedsMessages,
) as unknown as TranslationMessages;

/** The back office speaks Ukrainian only (staff are Ukrainian); Polyglot plurals use 'uk'. */
export const i18nProvider = polyglotI18nProvider(
  () => ukrainianMessages,
  'uk',
  [{ locale: 'uk', name: 'Українська' }],
  {
    allowMissing: true,
  },
);
