import 'server-only';
import { getMessages } from 'next-intl/server';
import type { messageNamespaces } from './namespaces';

type Namespace = (typeof messageNamespaces)[number];
type Messages = Record<string, unknown>;

/** What client components on every page read: the header, cart, sign-in, cards, filters, errors. */
const everywhere: Namespace[] = ['common', 'layout', 'account', 'cart', 'catalog', 'product', 'errors'];

/**
 * The messages sent to the browser. Every page's HTML carries them, so only the namespaces
 * client components need travel: the long page texts (offer, delivery terms) stay on the
 * server, and a route with its own client screens (checkout, cabinet, photo) asks for them.
 */
export async function clientMessages(extra: Namespace[] = []): Promise<Messages> {
  const all = (await getMessages()) as Messages;
  const picked: Messages = {};
  for (const ns of [...everywhere, ...extra]) picked[ns] = all[ns];
  // The two forms of the content pages; the rest of their text renders on the server.
  const content = (all.content ?? {}) as Record<string, Record<string, unknown>>;
  picked.content = {
    contacts: { form: content.contacts?.form },
    testimonials: { form: content.testimonials?.form },
  };
  return picked;
}
