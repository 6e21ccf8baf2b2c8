import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '@/lib/api/order-access';
import {
  parseDismissed,
  reminderCandidates,
  remindersToShow,
  withDismissed,
  type ReminderCandidate,
} from './pending-payment';

const token = (n: number) => `tok_${String(n).padStart(39, '0')}`;
const order = (id: number) => ({ id, token: token(id) });
const summary = (id: number, over: Partial<OrderSummary> = {}): OrderSummary => ({
  id,
  status: 'requested',
  paymentStatus: 'awaiting',
  paymentType: 'card',
  resultType: 'post',
  total: 450,
  discount: 0,
  payable: true,
  testPayment: false,
  ...over,
});

describe('the cart reminder of an unpaid order', () => {
  it('asks about the newest remembered orders of each kind, skipping dismissed ones', () => {
    const candidates = reminderCandidates([order(1), order(2), order(3)], [order(1)], new Set(['shop-3']));
    expect(candidates.map((c) => `${c.kind}-${c.id}`)).toEqual(['shop-2', 'shop-1', 'photo-1']);
  });

  it('shows the newest payable order of each kind, not a paid, cash-on-delivery or unreadable one', () => {
    const c = (kind: 'shop' | 'photo', id: number): ReminderCandidate => ({ kind, ...order(id) });
    const shown = remindersToShow(
      [
        { candidate: c('shop', 9), summary: summary(9, { paymentStatus: 'paid', payable: false }) },
        { candidate: c('shop', 8), summary: summary(8) },
        { candidate: c('shop', 7), summary: summary(7) },
        { candidate: c('photo', 4), summary: null },
        { candidate: c('photo', 3), summary: summary(3, { resultType: 'photo-picture' }) },
      ],
      null,
    );
    expect(shown.map((r) => `${r.kind}-${r.id}`)).toEqual(['shop-8', 'photo-3']);
  });

  it('leaves the order already open in the result view to that view', () => {
    const candidate: ReminderCandidate = { kind: 'shop', ...order(5) };
    expect(remindersToShow([{ candidate, summary: summary(5) }], { kind: 'shop', id: 5 })).toEqual([]);
    // photo order 5 is not order 5
    expect(remindersToShow([{ candidate, summary: summary(5) }], { kind: 'photo', id: 5 })).toHaveLength(1);
  });

  it('keeps the dismissed list readable and short', () => {
    expect(parseDismissed('not json')).toEqual(new Set());
    expect(parseDismissed('["shop-1", 2, null]')).toEqual(new Set(['shop-1']));
    let list = new Set<string>();
    for (let i = 0; i < 30; i++) list = new Set(withDismissed(list, `shop-${i}`));
    expect(list.size).toBe(20);
    expect([...list].at(-1)).toBe('shop-29');
  });
});
