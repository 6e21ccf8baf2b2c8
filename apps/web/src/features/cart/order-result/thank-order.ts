import { orderResultTypes, type OrderResultType } from '@kartyna/domain';
import { isOrderToken } from '@/lib/api/order-access';
import { THANK_ORDER_PARAM } from './thank-order-param';

export { THANK_ORDER_PARAM };

/**
 * What the order-result view is told (requirements §2 and the order-token contract): the order type `t`,
 * the order `id`, and for a guest the order's access token `k`, with which the view reads the
 * order's summary and can start its payment again. A signed-in owner needs no `k`. The payment
 * id is not in the URL: the provider is given the return address before the payment exists
 * (see start-payment.ts).
 */
export interface ThankOrder {
  t: OrderResultType;
  /** the order's id */
  id?: number;
  /** the order's access token (guests) */
  k?: string;
  /** payment id, when already known */
  p?: string;
  /**
   * 1 in the address the provider sends the payer back to (start-payment.ts): only then is a
   * payment of this browser's on its way and worth a short wait. The mail's pay link, a reload
   * of an old tab or the history carry none, and show the order's state as the API has it.
   */
  r?: 1;
}

export function parseThankOrder(raw: string | null): ThankOrder | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { t, id, o, k, p, r } = data as Record<string, unknown>;
  if (typeof t !== 'string' || !(orderResultTypes as readonly string[]).includes(t)) return null;
  const result: ThankOrder = { t: t as OrderResultType };
  // `o` is how addresses made before the token contract named the order (mails, open tabs).
  const orderId = id ?? o;
  if (typeof orderId === 'number' && Number.isInteger(orderId) && orderId > 0) result.id = orderId;
  if (result.id && isOrderToken(k)) result.k = k;
  if (typeof p === 'string' && /^[\w-]{1,100}$/.test(p)) result.p = p;
  if (result.id && r === 1) result.r = 1;
  return result;
}

/** `?thank-order=…` for a path (the locale prefix included by the caller). */
export const thankOrderSearch = (value: ThankOrder): string =>
  `?${THANK_ORDER_PARAM}=${encodeURIComponent(JSON.stringify(value))}`;

/** The URL without the parameter, so a reload does not open the view again. */
export function withoutThankOrder(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(THANK_ORDER_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
