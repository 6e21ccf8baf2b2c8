import { offlinePaymentTypes, type PaymentStatus } from '@kartyna/domain';
import type { OrderSummary } from '@/lib/api/order-access';

/**
 * What the result view says about the money, decided from what it knows: whether the payment
 * page could not be opened, the followed payment's status, and the order's summary (contract).
 * Kept pure so each case is unit-tested.
 */
export type PaymentView =
  /** prepare-payment failed: the order is saved, the payment page did not open */
  | 'open-failed'
  | 'paid'
  /** the provider declined the payment */
  | 'failed'
  | 'refunded'
  /** the payer is back and the provider's answer is on its way (a few seconds at most) */
  | 'awaiting'
  /** the payer is back, and the provider has not confirmed within the wait: say what to do, offer "pay" */
  | 'unconfirmed'
  /** an unpaid online order, nothing in flight: "pay" */
  | 'pay-later'
  /** an unpaid online order the API will not let be paid now (no provider): no button */
  | 'unpaid'
  | 'cancelled'
  /** nothing to say (cash on delivery, an account, or the order cannot be read) */
  | 'none';

export interface PaymentFacts {
  paymentFailed: boolean;
  /**
   * a payment of this order is followed: the payer has just come back from the provider and
   * its id is known. Never for the mail's pay link or an old tab: their order shows its state.
   */
  followsPayment: boolean;
  /** the followed payment is still awaiting after the bounded wait (payment-wait.ts) */
  overdue?: boolean;
  /** its status; null while the first answer is on its way */
  polled: PaymentStatus | null;
  summary: OrderSummary | null;
}

export function paymentView({
  paymentFailed,
  followsPayment,
  overdue = false,
  polled,
  summary,
}: PaymentFacts): PaymentView {
  if (polled === 'paid' || summary?.paymentStatus === 'paid') return 'paid';
  if (polled === 'refunded' || summary?.paymentStatus === 'refunded') return 'refunded';
  if (summary?.status === 'canceled') return 'cancelled';
  if (paymentFailed) return 'open-failed';
  if (polled === 'failed') return 'failed';
  if (followsPayment) return overdue ? 'unconfirmed' : 'awaiting';
  if (summary?.payable) return 'pay-later';
  const online = summary ? !(offlinePaymentTypes as readonly string[]).includes(summary.paymentType) : false;
  return online && summary?.paymentStatus === 'awaiting' ? 'unpaid' : 'none';
}

/**
 * Whether a "pay" button belongs beside the view. With the summary it is the API's word
 * (`payable`); without one (an API before the contract) a retry after a failure is still offered,
 * as before, but an order that was never followed gets no pay-later button.
 */
export function canPay(view: PaymentView, summary: OrderSummary | null, hasOrder: boolean): boolean {
  if (!hasOrder) return false;
  if (view === 'pay-later') return true;
  if (view === 'open-failed' || view === 'failed') return summary ? summary.payable : true;
  if (view === 'awaiting' || view === 'unconfirmed') return summary?.payable === true;
  return false;
}

/** An online order that is not paid yet ships only after payment: the usual note would promise too much. */
export const waitsForPayment = (view: PaymentView): boolean =>
  view === 'open-failed' ||
  view === 'failed' ||
  view === 'awaiting' ||
  view === 'unconfirmed' ||
  view === 'pay-later' ||
  view === 'unpaid';

/** The top of the result view: its title (the dialog's accessible name), the mark above it, the number line. */
export interface ResultHeading {
  title: 'title' | 'photoTitle' | 'failedTitle';
  mark: 'done' | 'warning';
  /** "Order № N" or, after a declined payment, "Order № N is saved" */
  number: 'orderNumber' | 'orderSaved';
}

/**
 * A declined payment is not thanked for with a ✓ (issue #48): its title says the payment did not
 * go through, under a warning mark, and the number line that the order is kept. Every other
 * state keeps the thank-you title, so the dialog's name stays what it was for them.
 */
export function resultHeading(view: PaymentView, photo: boolean): ResultHeading {
  if (view === 'failed') return { title: 'failedTitle', mark: 'warning', number: 'orderSaved' };
  return { title: photo ? 'photoTitle' : 'title', mark: 'done', number: 'orderNumber' };
}
