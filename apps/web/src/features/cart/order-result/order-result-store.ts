import type { ThankOrder } from './thank-order';

/**
 * Which order result is on screen. A module store, so the checkout (and the photo picture)
 * can open the view at once after a cash-on-delivery order, and the view mounted in the layout
 * opens it for a `?thank-order=` address as well.
 */
export interface OrderResult extends ThankOrder {
  /** the placed order's number: the same as `id`, the name callers used before the token contract */
  orderId?: number;
  /** the order was placed but the payment page could not be opened */
  paymentFailed?: boolean;
}

let current: OrderResult | null = null;
const listeners = new Set<() => void>();

export const getOrderResult = (): OrderResult | null => current;
export const getServerOrderResult = (): OrderResult | null => null;

export function subscribeOrderResult(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setOrderResult(result: OrderResult | null): void {
  current = result;
  for (const listener of listeners) listener();
}
