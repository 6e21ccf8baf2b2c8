import { orderResultTypes, paymentStatuses, type OrderResultType, type PaymentStatus } from '@kartyna/domain';
import { ApiError } from './api-error';
import { browserApi } from './browser-api';

/*
 * TODO(contract): the order access token and pay-later contract (notes/contract-token.md) is
 * implemented by the API on another branch. Until its `orderSummarySchema` is in
 * packages/domain, the storefront reads the answer with these local types and guards, and every
 * field the contract adds is treated as optional: an API without it gives no pay-later button.
 */

/** Header that carries a guest's order token (the contract's `x-order-token`). */
export const ORDER_TOKEN_HEADER = 'x-order-token';

/** GET /orders/:id/summary (contract): what the result page needs to offer "pay" or not. */
export interface OrderSummary {
  id: number;
  status: string;
  paymentStatus: PaymentStatus;
  paymentType: string;
  resultType: OrderResultType;
  /** UAH */
  total: number;
  /** UAH the promotions took off (issue #43); 0 from an API without them */
  discount: number;
  /** an online order that is unpaid, not cancelled, and a provider is configured */
  payable: boolean;
  testPayment: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The answer, or null when it is not the contract's shape (an older API, a proxy page). */
export function readOrderSummary(value: unknown): OrderSummary | null {
  if (!isRecord(value)) return null;
  const { id, status, paymentStatus, paymentType, resultType, total, discount, payable, testPayment } = value;
  if (typeof id !== 'number' || typeof status !== 'string' || typeof paymentType !== 'string') return null;
  if (typeof paymentStatus !== 'string' || !(paymentStatuses as readonly string[]).includes(paymentStatus))
    return null;
  if (typeof resultType !== 'string' || !(orderResultTypes as readonly string[]).includes(resultType))
    return null;
  return {
    id,
    status,
    paymentStatus: paymentStatus as PaymentStatus,
    paymentType,
    resultType: resultType as OrderResultType,
    total: typeof total === 'number' ? total : 0,
    discount: typeof discount === 'number' && discount > 0 ? discount : 0,
    payable: payable === true,
    testPayment: testPayment === true,
  };
}

/**
 * The order's summary for its owner (session cookie) or a holder of its token. Null when the
 * order cannot be seen (404 without access, an API without the route): the view then simply
 * offers no payment. Other failures throw ApiError.
 */
export async function fetchOrderSummary(
  orderId: number,
  token: string | null,
  signal?: AbortSignal,
  /** photo orders are numbered apart and read at /photo-orders/:id/summary */
  base: '/orders' | '/photo-orders' = '/orders',
): Promise<OrderSummary | null> {
  try {
    const answer = await browserApi<unknown>(`${base}/${orderId}/summary`, {
      headers: token ? { [ORDER_TOKEN_HEADER]: token } : {},
      signal,
    });
    return readOrderSummary(answer);
  } catch (error) {
    if (error instanceof ApiError && [401, 403, 404].includes(error.statusCode)) return null;
    throw error;
  }
}

/** A guest's order token as the API gives it: 32 random bytes in base64url (43 characters). */
export const isOrderToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{20,128}$/.test(value);

/** POST /orders and /photo-orders answer the order's token (contract); absent on an older API. */
export function orderTokenOf(placed: unknown): string | null {
  if (!isRecord(placed)) return null;
  return isOrderToken(placed.orderToken) ? placed.orderToken : null;
}

/** POST /auth/logout-all (contract of the trust helper): ends every session of the user. */
export const logoutEverywhere = (): Promise<void> => browserApi<void>('/auth/logout-all', { method: 'POST' });
