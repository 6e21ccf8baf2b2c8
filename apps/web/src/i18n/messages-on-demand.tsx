'use client';

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, useTranslations } from 'next-intl';
import { use, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import type { OnDemandMessages } from './client-message-paths';

type Messages = Record<string, unknown>;

// One request per dialog and language for the page's life. A failed one stays until the shopper
// has been told (its answer must stay the same while React renders the dialog), then goes, so the
// next opening asks again.
const requests = new Map<string, Promise<Messages | null>>();
const requestKey = (locale: string, part: OnDemandMessages) => `${locale}/${part}`;

/** The dialog's texts (app/api/messages), or null when they could not be had (offline). */
export function loadMessages(locale: string, part: OnDemandMessages): Promise<Messages | null> {
  const key = requestKey(locale, part);
  let request = requests.get(key);
  if (!request) {
    request = fetch(`/api/messages/${locale}/${part}`)
      .then((answer) => (answer.ok ? (answer.json() as Promise<Messages>) : null))
      .catch(() => null);
    requests.set(key, request);
  }
  return request;
}

/** Lets the next opening ask again after a failure. */
export function forgetFailedMessages(locale: string, part: OnDemandMessages): void {
  const key = requestKey(locale, part);
  void requests.get(key)?.then((messages) => messages === null && requests.delete(key));
}

/** `extra` laid over `base`, namespace by namespace (cart.result beside the page's cart.buy). */
export function withMessages(base: Messages, extra: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const under = merged[key];
    merged[key] =
      under && typeof under === 'object' && value && typeof value === 'object' && !Array.isArray(value)
        ? withMessages(under as Messages, value as Messages)
        : value;
  }
  return merged;
}

/** Says the dialog could not open and how to go on (a reload), then lets it close. */
function Unavailable({ onClose, forget }: { onClose: () => void; forget: () => void }) {
  const t = useTranslations('errors');
  useEffect(() => {
    forget();
    toast.error(t('somethingWrongTitle'), {
      description: t('somethingWrongText'),
      action: { label: t('retry'), onClick: () => window.location.reload() },
    });
    onClose();
  }, [t, onClose, forget]);
  return null;
}

/**
 * Renders `children` with the page's messages and the dialog's own (`onDemandMessagePaths`),
 * suspending until those arrive (wrap it in Suspense). When they cannot be had (offline), the
 * shopper is told to try again and `onUnavailable` closes the dialog.
 */
export function MessagesFor({
  part,
  children,
  onUnavailable,
}: {
  part: OnDemandMessages;
  children: ReactNode;
  onUnavailable: () => void;
}) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const page = useMessages() as Messages;
  const extra = use(loadMessages(locale, part));
  const messages = useMemo(() => extra && withMessages(page, extra), [page, extra]);
  const forget = useCallback(() => forgetFailedMessages(locale, part), [locale, part]);
  if (!messages) return <Unavailable onClose={onUnavailable} forget={forget} />;
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
