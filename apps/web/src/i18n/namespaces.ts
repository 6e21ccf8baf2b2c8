/**
 * One message file per feature (src/messages/<locale>/<namespace>.json), so features keep
 * their words apart; a component reads its own namespace with useTranslations('<namespace>').
 */
export const messageNamespaces = [
  'common',
  'layout',
  'catalog',
  'product',
  'cart',
  'checkout',
  'account',
  'cabinet',
  'content',
  'photo',
  'promotions',
  'kit',
  'errors',
] as const;
