'use client';

import dynamic from 'next/dynamic';
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { MessagesFor } from '@/i18n/messages-on-demand';
import { usePathname } from '@/i18n/client-navigation';
import {
  getOrderResult,
  getServerOrderResult,
  setOrderResult,
  subscribeOrderResult,
} from './order-result-store';
import { THANK_ORDER_PARAM } from './thank-order-param';

// The dialog's code and texts load only when there is a result to show: pages stay light.
const OrderResultDialog = dynamic(() => import('./order-result-dialog').then((m) => m.OrderResultDialog), {
  ssr: false,
});

const closeWithoutTexts = () => setOrderResult(null);

/**
 * The "thank you for the order" view (requirements §2 "Order result"), opened by `?thank-order={"t":…}`
 * on any page, or by the checkout right after a cash-on-delivery order.
 */
export function OrderResultModal() {
  const result = useSyncExternalStore(subscribeOrderResult, getOrderResult, getServerOrderResult);
  const pathname = usePathname();

  useEffect(() => {
    const raw = new URLSearchParams(window.location.search).get(THANK_ORDER_PARAM);
    if (!raw) return;
    // Its reader (and the order tokens') loads only for an address that has one: every page
    // carries this view, few addresses a result (issue #46).
    let current = true;
    void import('./thank-order').then(({ parseThankOrder }) => {
      const parsed = parseThankOrder(raw);
      if (current && parsed) setOrderResult(parsed);
    });
    return () => {
      current = false;
    };
  }, [pathname]);

  if (!result) return null;
  // Without its texts the view closes; the address keeps ?thank-order=, so the reload the notice
  // offers brings it back.
  return (
    <Suspense fallback={null}>
      <MessagesFor part="order-result" onUnavailable={closeWithoutTexts}>
        <OrderResultDialog result={result} />
      </MessagesFor>
    </Suspense>
  );
}
