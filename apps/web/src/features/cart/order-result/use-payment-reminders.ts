'use client';

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { fetchOrderSummary } from '@/lib/api/order-access';
import { isPhotoResult } from './order-kind';
import { getOrderResult, getServerOrderResult, subscribeOrderResult } from './order-result-store';
import { ORDER_TOKENS_KEY, PHOTO_ORDER_TOKENS_KEY, parseRememberedOrders } from './order-tokens';
import {
  DISMISSED_REMINDERS_KEY,
  parseDismissed,
  reminderCandidates,
  reminderKey,
  remindersToShow,
  withDismissed,
  type OrderKind,
  type Reminder,
  type ReminderCandidate,
} from './pending-payment';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked: nothing remembered, nothing to remind of
  }
}

function candidatesNow(): ReminderCandidate[] {
  return reminderCandidates(
    parseRememberedOrders(read(ORDER_TOKENS_KEY)),
    parseRememberedOrders(read(PHOTO_ORDER_TOKENS_KEY)),
    parseDismissed(read(DISMISSED_REMINDERS_KEY)),
  );
}

/**
 * The unpaid orders to remind of (pending-payment.ts), each with the API's word on it: asked
 * after mount, again when the result view opens or closes (a payment settled there), and when
 * the browser shows the page from its back-forward cache (Back from the provider's page).
 */
export function usePaymentReminders() {
  const [reminders, setReminders] = useState<Reminder[]>([]);
  const [version, setVersion] = useState(0);
  const onScreen = useSyncExternalStore(subscribeOrderResult, getOrderResult, getServerOrderResult);
  const screenId = onScreen?.id ?? onScreen?.orderId;
  const screenKind: OrderKind | null = onScreen ? (isPhotoResult(onScreen.t) ? 'photo' : 'shop') : null;

  useEffect(() => {
    const again = (event: PageTransitionEvent) => event.persisted && setVersion((v) => v + 1);
    window.addEventListener('pageshow', again);
    return () => window.removeEventListener('pageshow', again);
  }, []);

  useEffect(() => {
    const candidates = candidatesNow();
    if (candidates.length === 0) return;
    const controller = new AbortController();
    void Promise.all(
      candidates.map((candidate) =>
        fetchOrderSummary(
          candidate.id,
          candidate.token,
          controller.signal,
          candidate.kind === 'photo' ? '/photo-orders' : '/orders',
        )
          .catch(() => null) // a network blip: no reminder this time, never an error on the cart
          .then((summary) => ({ candidate, summary })),
      ),
    ).then((answered) => {
      if (controller.signal.aborted) return;
      const shown = screenKind && screenId ? { kind: screenKind, id: screenId } : null;
      setReminders(remindersToShow(answered, shown));
    });
    return () => controller.abort();
  }, [version, screenKind, screenId]);

  const dismiss = useCallback((reminder: Reminder) => {
    try {
      const key = DISMISSED_REMINDERS_KEY;
      window.localStorage.setItem(
        key,
        JSON.stringify(withDismissed(parseDismissed(read(key)), reminderKey(reminder))),
      );
    } catch {
      // storage blocked: hidden for this visit only
    }
    setReminders((list) => list.filter((r) => reminderKey(r) !== reminderKey(reminder)));
  }, []);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  return { reminders, dismiss, refresh };
}
