import 'server-only';
import { getMessages } from 'next-intl/server';
import { everywherePaths, pickMessages, routeMessagePaths } from './client-message-paths';

/**
 * The messages sent to the browser: what every page's client components read, plus what the
 * named route's own client screens need (`routeMessagePaths`).
 */
export async function clientMessages(
  route?: keyof typeof routeMessagePaths,
): Promise<Record<string, unknown>> {
  const extra = route ? routeMessagePaths[route] : [];
  return pickMessages((await getMessages()) as Record<string, unknown>, [...everywherePaths, ...extra]);
}
