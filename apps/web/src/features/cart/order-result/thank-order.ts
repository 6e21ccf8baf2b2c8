import { orderResultTypes, type OrderResultType } from '@kartyna/domain';

/** The query parameter of the order-result view (SPEC §2). */
export const THANK_ORDER_PARAM = 'thank-order';

/**
 * What the order-result view is told: the order type `t` (SPEC §2) and, for an online payment,
 * the order `o` whose payment to follow. The payment id is not in the URL: the provider is
 * given the return address before the payment exists (see start-payment.ts).
 */
export interface ThankOrder {
  t: OrderResultType;
  /** order id, when the view should follow its online payment */
  o?: number;
  /** payment id, when already known */
  p?: string;
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
  const { t, o, p } = data as Record<string, unknown>;
  if (typeof t !== 'string' || !(orderResultTypes as readonly string[]).includes(t)) return null;
  const result: ThankOrder = { t: t as OrderResultType };
  if (typeof o === 'number' && Number.isInteger(o) && o > 0) result.o = o;
  if (typeof p === 'string' && /^[\w-]{1,100}$/.test(p)) result.p = p;
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
