import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { messageNamespaces } from './namespaces';
import { precompileMessages } from './precompile';
import { routing, type AppLocale } from './routing';

async function loadMessages(locale: AppLocale) {
  const files = await Promise.all(
    messageNamespaces.map(
      async (ns) => [ns, (await import(`../messages/${locale}/${ns}.json`)).default] as const,
    ),
  );
  return precompileMessages(Object.fromEntries(files));
}

// Compiled once per locale and process, not per request.
const compiledByLocale = new Map<AppLocale, ReturnType<typeof loadMessages>>();

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  let messages = compiledByLocale.get(locale);
  if (!messages) {
    messages = loadMessages(locale);
    compiledByLocale.set(locale, messages);
    messages.catch(() => compiledByLocale.delete(locale));
  }
  return { locale, messages: await messages, timeZone: 'Europe/Kyiv' };
});
