import { hasLocale } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { onDemandMessagePaths, pickMessages, type OnDemandMessages } from '@/i18n/client-message-paths';
import { routing } from '@/i18n/routing';

// The texts change only with a release: written once at build, then served as a file.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { locale: string; part: string }[] {
  return routing.locales.flatMap((locale) =>
    Object.keys(onDemandMessagePaths).map((part) => ({ locale, part })),
  );
}

const isPart = (part: string): part is OnDemandMessages => Object.hasOwn(onDemandMessagePaths, part);

/** A dialog's compiled messages (`onDemandMessagePaths`), fetched when it first opens. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; part: string }> },
): Promise<Response> {
  const { locale, part } = await params;
  if (!hasLocale(routing.locales, locale) || !isPart(part)) {
    return Response.json({ message: 'not_found', statusCode: 404 }, { status: 404 });
  }
  const messages = (await getMessages({ locale })) as Record<string, unknown>;
  return Response.json(pickMessages(messages, onDemandMessagePaths[part]));
}
