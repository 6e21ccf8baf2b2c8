'use client';

import { offlinePaymentTypes, type PaymentType, type PhotoOrderCreated, type Locale } from '@kartyna/domain';
import { useState } from 'react';
import { showOrderResult, startPayment } from '@/features/cart';
import { ApiError } from '@/lib/api/api-error';

/**
 * A photo order is paid as a shop order is (requirements §9: online payment before dispatch): card,
 * Apple Pay and Google Pay through the provider when one is configured (otherwise shown
 * disabled with the reason, as at checkout), cash on delivery and invoice as before.
 */
export const photoPayments: readonly PaymentType[] = ['card', 'apple-pay', 'google-pay', 'cod', 'account'];

const isOffline = (p: PaymentType) => (offlinePaymentTypes as readonly PaymentType[]).includes(p);

/**
 * What follows a placed photo order: an offline one shows its result at once; an online one
 * goes to the provider's page as checkout does, and if that page cannot be opened the result
 * says so (the order stands and can be paid from there). `redirecting` keeps the form busy
 * while the browser leaves.
 */
export function usePhotoPayment(locale: Locale) {
  const [redirecting, setRedirecting] = useState(false);

  const proceed = async (created: PhotoOrderCreated, paymentType: PaymentType): Promise<void> => {
    const result = { t: created.resultType, id: created.id, k: created.orderToken };
    if (isOffline(paymentType)) {
      showOrderResult(result);
      return;
    }
    setRedirecting(true);
    try {
      await startPayment({
        orderId: created.id,
        resultType: created.resultType,
        locale,
        token: created.orderToken,
      });
    } catch (error) {
      setRedirecting(false);
      if (!(error instanceof ApiError)) throw error;
      showOrderResult({ ...result, paymentFailed: true });
    }
  };

  return { redirecting, proceed };
}
