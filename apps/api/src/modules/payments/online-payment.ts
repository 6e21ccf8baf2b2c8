import { isOnlinePaymentType, type CommonVariable } from '@kartyna/domain';
import { badRequest } from '../../http/app-error';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';

export interface OnlinePayment {
  provider: string | null;
  /** no real money moves: the storefront labels such a payment "test" */
  test: boolean;
}

export const onlinePaymentOf = (provider: PaymentProvider | null): OnlinePayment => ({
  provider: provider?.name ?? null,
  test: provider?.test ?? false,
});

/**
 * Placing an order the shop could never collect is refused up front: with no provider
 * configured an online payment type would leave an order nobody can pay.
 */
export function assertPaymentTypeAvailable(provider: PaymentProvider | null, paymentType: string): void {
  if (!provider && isOnlinePaymentType(paymentType)) {
    throw badRequest('payment_not_available', [{ path: 'paymentType', message: 'payment_not_available' }]);
  }
}

/** Keys of GET /content/common-variables that tell the storefront which payments exist now. */
export const ONLINE_PAYMENT_PROVIDER_KEY = 'online_payment_provider';
export const ONLINE_PAYMENT_TEST_KEY = 'online_payment_test';

/**
 * The online payment as common variables: the provider's name ('' when there is none) and
 * 'true' or 'false' for test money. Derived from the configuration, never from staff's table.
 */
export function onlinePaymentVariables(provider: PaymentProvider | null): CommonVariable[] {
  const online = onlinePaymentOf(provider);
  return [
    { key: ONLINE_PAYMENT_PROVIDER_KEY, value: online.provider ?? '' },
    { key: ONLINE_PAYMENT_TEST_KEY, value: String(online.test) },
  ];
}
