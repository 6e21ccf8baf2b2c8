import type { Kopiyky, Locale, PaymentStatus } from '@kartyna/domain';

/** What the shop asks a provider to collect. */
export interface PaymentRequest {
  paymentId: string;
  orderId: number;
  amount: Kopiyky;
  description: string;
  language: Locale;
  /** where the payer returns after paying */
  resultUrl: string;
  /** where the provider posts its server-to-server callback */
  callbackUrl: string;
}

/** Where to send the payer: a URL to open, or a form to post there (LiqPay's checkout). */
export interface PreparedPayment {
  url: string;
  form: Record<string, string> | null;
  providerReference: string | null;
}

/** A verified provider callback, already mapped to our payment statuses. */
export interface PaymentCallback {
  paymentId: string;
  status: PaymentStatus;
  amount: Kopiyky;
  /** ISO code of what `amount` counts; the shop charges UAH only */
  currency: string | null;
  providerReference: string | null;
  /** providers whose callbacks may come out of order stamp them; older ones are ignored */
  occurredAt: Date | null;
}

export interface CallbackInput {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

export interface PaymentProvider {
  readonly name: string;
  /** no real money moves (our sandbox, LiqPay's sandbox keys): every order it touches is a test */
  readonly test: boolean;
  prepare(request: PaymentRequest): Promise<PreparedPayment>;
  /** Verifies the callback's signature; null when it is forged, altered or unreadable. */
  verifyCallback(input: CallbackInput): Promise<PaymentCallback | null>;
}

/**
 * The provider could not be reached or refused the request (down, timed out, bad token): the
 * payer cannot be sent anywhere, and the shop answers 502 payment_provider_unavailable.
 */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
