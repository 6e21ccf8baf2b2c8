type Messages = Record<string, unknown>;

/**
 * What the client components on every page read, as dotted paths into the messages: the
 * sign-in dialogs, the product card and its buy and save buttons, the catalogue's filters, the
 * order result and the error boundary. Every page carries these in its HTML, so page texts
 * (home, listing, the shell's header, drawer, search, footer, 404) stay on the server.
 * `client-message-paths.test.ts` reads the client components and fails on a key missing here.
 */
export const everywherePaths = [
  'layout.scrollTop',
  'account',
  'cart.buy',
  'cart.preorder',
  'cart.soldOut',
  'cart.added',
  'cart.toCart',
  'cart.headerLabel',
  'cart.result',
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
  // The listing's filters and sort, and the product page's back-in-stock dialog: only there.
  catalog: ['catalog.filters', 'catalog.sort'],
  product: ['product.appear'],
  cart: ['cart', 'checkout', 'promotions'],
  cabinet: ['cabinet', 'checkout'],
  kit: ['kit'],
  // Back from a photo order's payment page, its unpaid-order reminder (cart.pending) shows here too.
  photoPicture: ['checkout', 'photo', 'cart.pending', 'promotions'],
  contacts: ['content.contacts.form', 'errors.keys'],
  testimonials: ['content.testimonials.form', 'errors.keys'],
} as const satisfies Record<string, readonly string[]>;

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
