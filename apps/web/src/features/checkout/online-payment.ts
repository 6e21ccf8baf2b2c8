import type { PaymentType } from '@kartyna/domain';

/** What the API says about paying online now (its common variables `online_payment_*`). */
export interface OnlinePayment {
  /** a provider is configured: card, Apple Pay and Google Pay can be taken */
  available: boolean;
  /** the provider is a test one (the sandbox): no money is taken */
  test: boolean;
}

export const isOnlinePayment = (p: PaymentType): boolean =>
  p === 'card' || p === 'apple-pay' || p === 'google-pay';

/**
 * Read from the common variables. Without a provider the API refuses online orders, so the
 * checkout shows those options disabled with the reason instead of letting the shopper fail.
 */
export const onlinePaymentOf = (variables: Record<string, string>): OnlinePayment => ({
  available: Boolean(variables.online_payment_provider),
  test: variables.online_payment_test === 'true',
});
