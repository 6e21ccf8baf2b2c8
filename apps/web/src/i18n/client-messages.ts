import 'server-only';
import { getMessages } from 'next-intl/server';
import { everywherePaths, pickMessages, routeMessagePaths } from './client-message-paths';

type Messages = Record<string, unknown>;
type Route = keyof typeof routeMessagePaths | '';

// Picked once per locale's compiled messages (src/i18n/request.ts keeps one object per locale)
// and route, not on every first render of every page.
const picked = new WeakMap<Messages, Map<Route, Messages>>();

/**
 * The messages sent to the browser: what every page's client components read, plus what the
 * named route's own client screens need (`routeMessagePaths`).
 */
export async function clientMessages(route?: keyof typeof routeMessagePaths): Promise<Messages> {
  const all = (await getMessages()) as Messages;
  let byRoute = picked.get(all);
  if (!byRoute) picked.set(all, (byRoute = new Map()));
  const key = route ?? '';
  let messages = byRoute.get(key);
  if (!messages) {
    messages = pickMessages(all, [...everywherePaths, ...(route ? routeMessagePaths[route] : [])]);
    byRoute.set(key, messages);
  }
  return messages;
}
