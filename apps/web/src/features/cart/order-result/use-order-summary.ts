'use client';

import { useEffect, useState } from 'react';
import { fetchOrderSummary, type OrderSummary } from '@/lib/api/order-access';

/**
 * The order's summary (contract: GET /orders/:id/summary with the guest's token, or the owner's
 * session), read once per `version`: the view bumps it when a payment settles so "pay" goes
 * away. Null while loading, without an order, or when the order cannot be seen.
 */
export function useOrderSummary(
  orderId: number | undefined,
  token: string | null,
  version: number,
  /** '/photo-orders' for a photo order's summary */
  base: '/orders' | '/photo-orders' = '/orders',
): OrderSummary | null {
  const [summary, setSummary] = useState<OrderSummary | null>(null);
  useEffect(() => {
    if (!orderId) return;
    const controller = new AbortController();
    fetchOrderSummary(orderId, token, controller.signal, base)
      .then((answer) => {
        if (!controller.signal.aborted) setSummary(answer);
      })
      .catch(() => undefined); // a network blip: the view still thanks the shopper, without "pay"
    return () => controller.abort();
  }, [orderId, token, version, base]);
  return orderId ? summary : null;
}
