type Messages = Record<string, unknown>;

/**
 * What the client components on every page read, as dotted paths into the messages: the
 * header's account buttons, the product card and its buy and save buttons and the error
 * boundary. Every page carries these in its HTML, so page texts (home, listing, the shell's
 * header, drawer, search, footer, 404) stay on the server, and the dialogs that load on demand
 * bring their own (`onDemandMessagePaths`).
 * `client-message-paths.test.ts` reads the client components and fails on a key missing here.
 */
export const everywherePaths = [
  'layout.scrollTop',
  'account.header',
  'account.save',
  'cart.buy',
  'cart.preorder',
  'cart.soldOut',
  'cart.added',
  'cart.toCart',
  'cart.headerLabel',
  'catalog.card',
  'catalog.price',
  'catalog.labels',
  'catalog.availability',
  'catalog.difficulty',
  'catalog.viewed',
  'product.picture',
  'product.similar',
  'errors.somethingWrongTitle',
  'errors.somethingWrongText',
  'errors.errorArt',
  'errors.retry',
  'errors.toHome',
] as const;

/** What a route with its own client screens adds for them (its page wraps them in a provider). */
export const routeMessagePaths = {
  cart: ['cart', 'checkout', 'promotions'],
  cabinet: ['cabinet', 'checkout', 'account.validation'],
  kit: ['kit'],
  // Back from a photo order's payment page, its unpaid-order reminder (cart.pending) shows here too.
  photoPicture: ['checkout', 'photo', 'cart.pending', 'cart.result.testPayment', 'promotions'],
  contacts: ['content.contacts.form', 'errors.keys'],
  testimonials: ['content.testimonials.form', 'errors.keys'],
} as const satisfies Record<string, readonly string[]>;

/**
 * What a dialog that loads on demand brings along (i18n/messages-on-demand.tsx, served by
 * app/api/messages): the sign-in, sign-up and reset dialog, the order's result and a sold-out
 * product's back-in-stock request. Most visitors open none, so no page carries their texts
 * (issue #46: nothing a page does not show). The listing's filters and sort are server HTML.
 */
export const onDemandMessagePaths = {
  'auth-dialog': ['account'],
  'order-result': ['cart.result'],
  'appear-dialog': ['product.appear'],
} as const satisfies Record<string, readonly string[]>;

export type OnDemandMessages = keyof typeof onDemandMessagePaths;

/** The messages at `paths` (namespaces or deeper), nested as in the full set. */
export function pickMessages(all: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {};
  for (const path of paths) {
    const keys = path.split('.');
    const last = keys.pop() ?? '';
    let from: unknown = all;
    for (const key of keys) from = (from as Messages | undefined)?.[key];
    const value = (from as Messages | undefined)?.[last];
    if (value === undefined) continue;
    let into = picked;
    for (const key of keys) into = (into[key] ??= {}) as Messages;
    into[last] = value;
  }
  return picked;
}
