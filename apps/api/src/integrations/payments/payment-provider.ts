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

/** What the shop asks a provider to give back from one paid payment. */
export interface RefundRequest {
  /** our payment id: what prepare sent as LiqPay's order_id / Monobank's reference */
  paymentId: string;
  /** the provider's own id of the payment as stored: LiqPay's payment_id, Monobank's invoiceId */
  providerReference: string | null;
  /**
   * Our own unique id of this refund. A retry of the same refund carries the same refundId and
   * must never give the money back twice; a new attempt after a refusal needs a new one. Monobank
   * keeps it (as the cancel's extRef) and the sandbox needs none; LiqPay's refund has no such
   * field, so there the caller must learn a lost answer's outcome before it retries.
   */
  refundId: string;
  /** what to give back now, a part of the payment or all of it */
  amount: Kopiyky;
  /** staff's words; neither LiqPay's refund nor Monobank's cancel carries one, so it stays ours */
  reason?: string;
}

/**
 * The provider's answer to a refund. `pending` is accepted but not yet final (the money follows,
 * its callback or a later retry with the same refundId tells the end); `failed` is the provider's
 * explicit refusal, and a retry with the same refundId gets the same refusal.
 */
export interface RefundResult {
  status: 'done' | 'pending' | 'failed';
  /** the provider's id of the payment (or of the refund, where it names one) as it answered */
  providerReference: string | null;
  /** the provider's own words on a refusal; null when it gave none */
  message: string | null;
}

export interface PaymentProvider {
  readonly name: string;
  /** no real money moves (our sandbox, LiqPay's sandbox keys): every order it touches is a test */
  readonly test: boolean;
  /**
   * A refund asked again with the same refundId is recognised (Monobank's extRef, our sandbox):
   * an outage may be retried blindly. LiqPay's refund carries no such id, so there a retry after
   * an answer that never came could give the money back twice.
   */
  readonly refundRetrySafe: boolean;
  prepare(request: PaymentRequest): Promise<PreparedPayment>;
  /** Verifies the callback's signature; null when it is forged, altered or unreadable. */
  verifyCallback(input: CallbackInput): Promise<PaymentCallback | null>;
  /**
   * Gives money back through the provider. Throws PaymentProviderError when the outcome is
   * unknown or the provider could not take the request now (unreachable, timed out, 5xx, a
   * refused token): the caller queues the refund and retries it with the same refundId.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
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
