import type { OrderSummary } from '@/lib/api/order-access';
import type { RememberedOrder } from './order-tokens';

/**
 * The cart's reminder of an order this browser placed (or opened from its mail) and has not
 * paid: the shopper who backs out of, or closes, the provider's page finds it on /cart with
 * "pay" instead of an empty cart. Kept pure: which orders to ask the API about, which to show.
 */
export type OrderKind = 'shop' | 'photo';

export interface ReminderCandidate extends RememberedOrder {
  kind: OrderKind;
}

/** The orders the shopper said "do not remind me" about (localStorage, a list of reminderKey). */
export const DISMISSED_REMINDERS_KEY = 'kartyna_pay_reminders_off';
/** Per kind, only the newest few remembered orders are asked about: one request each. */
export const CANDIDATES_PER_KIND = 2;
const MAX_DISMISSED = 20;

export const reminderKey = (o: { kind: OrderKind; id: number }): string => `${o.kind}-${o.id}`;

export function parseDismissed(raw: string | null): Set<string> {
  if (!raw) return new Set();
  try {
    const data: unknown = JSON.parse(raw);
    return new Set(Array.isArray(data) ? data.filter((k): k is string => typeof k === 'string') : []);
  } catch {
    return new Set();
  }
}

/** The dismissed list with this key last, trimmed to the newest few. */
export function withDismissed(dismissed: ReadonlySet<string>, key: string): string[] {
  return [...[...dismissed].filter((k) => k !== key), key].slice(-MAX_DISMISSED);
}

/** The newest remembered orders of each kind (the lists keep the newest last), not dismissed. */
export function reminderCandidates(
  shop: readonly RememberedOrder[],
  photo: readonly RememberedOrder[],
  dismissed: ReadonlySet<string>,
): ReminderCandidate[] {
  const newest = (list: readonly RememberedOrder[], kind: OrderKind) =>
    [...list]
      .reverse()
      .map((o) => ({ ...o, kind }))
      .filter((o) => !dismissed.has(reminderKey(o)))
      .slice(0, CANDIDATES_PER_KIND);
  return [...newest(shop, 'shop'), ...newest(photo, 'photo')];
}

export interface Reminder extends ReminderCandidate {
  summary: OrderSummary;
}

/**
 * What the cart shows: per kind, the newest order the API says can be paid now (`payable`:
 * online, unpaid, not cancelled, a provider configured). The order already on screen in the
 * result view is left to that view.
 */
export function remindersToShow(
  answered: readonly { candidate: ReminderCandidate; summary: OrderSummary | null }[],
  onScreen: { kind: OrderKind; id: number } | null,
): Reminder[] {
  const shown = new Set<OrderKind>();
  const reminders: Reminder[] = [];
  for (const { candidate, summary } of answered) {
    if (!summary?.payable || shown.has(candidate.kind)) continue;
    if (onScreen && reminderKey(onScreen) === reminderKey(candidate)) continue;
    shown.add(candidate.kind);
    reminders.push({ ...candidate, summary });
  }
  return reminders;
}
