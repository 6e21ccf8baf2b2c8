import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '@/lib/api/order-access';
import {
  canPay,
  paymentView,
  resultHeading,
  waitsForPayment,
  type PaymentFacts,
  type PaymentView,
} from './payment-view';

const summary = (over: Partial<OrderSummary> = {}): OrderSummary => ({
  id: 7,
  status: 'requested',
  paymentStatus: 'awaiting',
  paymentType: 'card',
  resultType: 'post',
  total: 450,
  discount: 0,
  payable: true,
  testPayment: true,
  ...over,
});
const facts = (over: Partial<PaymentFacts> = {}): PaymentFacts => ({
  paymentFailed: false,
  followsPayment: false,
  polled: null,
  summary: null,
  ...over,
});

describe('the result view about the money', () => {
  it('a payment page that did not open is not a failed payment, and offers to try again', () => {
    const view = paymentView(facts({ paymentFailed: true }));
    expect(view).toBe('open-failed');
    expect(canPay(view, null, true)).toBe(true);
    expect(waitsForPayment(view)).toBe(true);
  });

  it('an unpaid online order read after a reload offers "pay" and ships after payment', () => {
    const view = paymentView(facts({ summary: summary() }));
    expect(view).toBe('pay-later');
    expect(canPay(view, summary(), true)).toBe(true);
    expect(waitsForPayment(view)).toBe(true);
  });

  it('paid, cancelled and cash-on-delivery orders offer no payment', () => {
    const paid = summary({ paymentStatus: 'paid', payable: false });
    expect(paymentView(facts({ summary: paid }))).toBe('paid');
    expect(paymentView(facts({ polled: 'paid', followsPayment: true, summary: summary() }))).toBe('paid');
    const cancelled = summary({ status: 'canceled', payable: false });
    expect(paymentView(facts({ summary: cancelled, paymentFailed: true }))).toBe('cancelled');
    const cod = summary({ paymentType: 'cod', payable: false });
    const view = paymentView(facts({ summary: cod }));
    expect(view).toBe('none');
    expect(canPay(view, cod, true)).toBe(false);
    expect(waitsForPayment(view)).toBe(false);
  });

  it('an unpaid card order the API cannot take payment for now still ships only after payment', () => {
    const noProvider = summary({ payable: false });
    const view = paymentView(facts({ summary: noProvider }));
    expect(view).toBe('unpaid');
    expect(canPay(view, noProvider, true)).toBe(false);
    expect(waitsForPayment(view)).toBe(true);
  });

  it('a declined payment can be paid again while the API says payable', () => {
    const view = paymentView(facts({ followsPayment: true, polled: 'failed', summary: summary() }));
    expect(view).toBe('failed');
    expect(canPay(view, summary(), true)).toBe(true);
    expect(canPay(view, summary({ payable: false }), true)).toBe(false);
  });

  it('without the contract (no summary) a guest gets no pay-later button', () => {
    expect(paymentView(facts())).toBe('none');
    const awaiting = paymentView(facts({ followsPayment: true }));
    expect(awaiting).toBe('awaiting');
    expect(canPay(awaiting, null, true)).toBe(false);
    expect(canPay('open-failed', null, false)).toBe(false);
  });

  it("the mail's pay link (no payment followed) shows the order as it stands: unpaid → pay", () => {
    // a payment remembered from an earlier visit is not followed: nothing spins
    const view = paymentView(facts({ summary: summary() }));
    expect(view).toBe('pay-later');
    expect(paymentView(facts({ summary: summary({ paymentStatus: 'paid', payable: false }) }))).toBe('paid');
  });

  it('back from the provider, the wait is bounded: then it says so and offers "pay"', () => {
    expect(paymentView(facts({ followsPayment: true, summary: summary() }))).toBe('awaiting');
    const view = paymentView(
      facts({ followsPayment: true, overdue: true, polled: 'awaiting', summary: summary() }),
    );
    expect(view).toBe('unconfirmed');
    expect(canPay(view, summary(), true)).toBe(true);
    expect(canPay(view, summary({ payable: false }), true)).toBe(false);
    expect(waitsForPayment(view)).toBe(true);
    // a late confirmation still wins
    expect(
      paymentView(facts({ followsPayment: true, overdue: true, polled: 'paid', summary: summary() })),
    ).toBe('paid');
  });
});

describe('the result view’s heading (issue #48)', () => {
  it('a declined payment gets no ✓ and no thanks: a warning, its own title, the order kept', () => {
    const view = paymentView(facts({ followsPayment: true, polled: 'failed', summary: summary() }));
    expect(view).toBe('failed');
    expect(resultHeading(view, false)).toEqual({
      title: 'failedTitle',
      mark: 'warning',
      number: 'orderSaved',
    });
    expect(resultHeading(view, true)).toEqual({
      title: 'failedTitle',
      mark: 'warning',
      number: 'orderSaved',
    });
    // Paying again is what it offers.
    expect(canPay(view, summary(), true)).toBe(true);
  });

  it('every other state keeps the thank-you title, so the dialog keeps its name', () => {
    const others: PaymentView[] = [
      'open-failed',
      'paid',
      'refunded',
      'awaiting',
      'unconfirmed',
      'pay-later',
      'unpaid',
      'cancelled',
      'none',
    ];
    for (const view of others) {
      expect(resultHeading(view, false), view).toEqual({
        title: 'title',
        mark: 'done',
        number: 'orderNumber',
      });
      expect(resultHeading(view, true).title, view).toBe('photoTitle');
    }
  });
});
