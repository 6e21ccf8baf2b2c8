import 'server-only';
import { getMessages } from 'next-intl/server';
import { everywherePaths, pickMessages } from './client-message-paths';

/**
 * The messages sent to the browser: what every page's client components read, plus what a
 * route's own client screens need (`extra`: namespaces or dotted paths, e.g. the checkout's
 * 'checkout', the contact form's 'content.contacts.form').
 */
export async function clientMessages(extra: string[] = []): Promise<Record<string, unknown>> {
  return pickMessages((await getMessages()) as Record<string, unknown>, [...everywherePaths, ...extra]);
}
