import { setOrderResult, type OrderResult } from './order-result-store';
import { isPhotoResult } from './order-kind';
import { rememberOrderToken } from './order-tokens';
import { THANK_ORDER_PARAM, withoutThankOrder, type ThankOrder } from './thank-order';

/**
 * Opens the order-result view for an order placed on this page and puts `?thank-order=` in
 * the address, as a return from the payment provider would (requirements §2), with the order's id and,
 * for a guest, its token: a reload then still knows the order.
 */
export function showOrderResult(result: OrderResult): void {
  const id = result.id ?? result.orderId;
  if (id && result.k) rememberOrderToken(id, result.k, isPhotoResult(result.t));
  const url = new URL(window.location.href);
  const value: ThankOrder = {
    t: result.t,
    ...(id ? { id } : {}),
    ...(id && result.k ? { k: result.k } : {}),
  };
  url.searchParams.set(THANK_ORDER_PARAM, JSON.stringify(value));
  // Next's router follows native history calls without a navigation.
  window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  setOrderResult({ ...result, ...(id ? { id } : {}) });
}

export function closeOrderResult(): void {
  window.history.replaceState(null, '', withoutThankOrder(window.location.href));
  setOrderResult(null);
}
