import { setOrderResult, type OrderResult } from './order-result-store';
import { THANK_ORDER_PARAM, withoutThankOrder } from './thank-order';

/**
 * Opens the order-result view for an order placed on this page and puts `?thank-order=` in
 * the address, as a return from the payment provider would (SPEC §2).
 */
export function showOrderResult(result: OrderResult): void {
  const url = new URL(window.location.href);
  const value = { t: result.t, ...(result.o ? { o: result.o } : {}) };
  url.searchParams.set(THANK_ORDER_PARAM, JSON.stringify(value));
  // Next's router follows native history calls without a navigation.
  window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  setOrderResult(result);
}

export function closeOrderResult(): void {
  window.history.replaceState(null, '', withoutThankOrder(window.location.href));
  setOrderResult(null);
}
