'use client';

import type { PaymentState, PaymentStatus } from '@kartyna/domain';
import { useEffect, useState } from 'react';
import { browserApi } from '@/lib/api/browser-api';

const POLL_MS = 2000;
/** The provider's callback comes within seconds; after this the view stops asking. */
const GIVE_UP_MS = 10 * 60 * 1000;

/**
 * Follows a payment after the payer returns from the provider: GET /payments/{id} every 2 s
 * until it is no longer awaiting. `null` while the first answer is on its way or unknown.
 */
export function usePaymentStatus(paymentId: string | null): PaymentStatus | null {
  const [status, setStatus] = useState<PaymentStatus | null>(null);

  useEffect(() => {
    if (!paymentId) return;
    const controller = new AbortController();
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const poll = async () => {
      let next: PaymentStatus | null = null;
      try {
        const state = await browserApi<PaymentState>(`/payments/${encodeURIComponent(paymentId)}`, {
          signal: controller.signal,
        });
        next = state.status;
        setStatus(next);
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
        // a network blip: keep asking, the answer will come
      }
      if ((next === null || next === 'awaiting') && Date.now() - started < GIVE_UP_MS) {
        timer = setTimeout(poll, POLL_MS);
      }
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [paymentId]);

  return paymentId ? status : null;
}
