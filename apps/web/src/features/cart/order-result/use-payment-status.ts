'use client';

import type { PaymentState, PaymentStatus } from '@kartyna/domain';
import { useEffect, useState } from 'react';
import { browserApi } from '@/lib/api/browser-api';
import { AWAIT_MS, isOverdue, nextPollDelay } from './payment-wait';

export interface FollowedPayment {
  /** the payment's status; null while the first answer is on its way or unknown */
  status: PaymentStatus | null;
  /** still awaiting after the bounded wait (payment-wait.ts): stop spinning, say what to do */
  overdue: boolean;
}

/**
 * Follows a payment after the payer returns from the provider: GET /payments/{id} every 2 s,
 * then every 10 s once the wait is overdue, until it is no longer awaiting.
 */
export function usePaymentStatus(paymentId: string | null): FollowedPayment {
  const [status, setStatus] = useState<PaymentStatus | null>(null);
  const [overdue, setOverdue] = useState(false);

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
      const elapsed = Date.now() - started;
      setOverdue(isOverdue(elapsed));
      const delay = nextPollDelay(elapsed);
      if ((next === null || next === 'awaiting') && delay !== null) timer = setTimeout(poll, delay);
    };
    void poll();
    // The spinner ends on time even when an answer is slow to come.
    const deadline = setTimeout(() => setOverdue(true), AWAIT_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
      clearTimeout(deadline);
    };
  }, [paymentId]);

  return paymentId ? { status, overdue } : { status: null, overdue: false };
}
