import { createHmac } from 'node:crypto';
import {
  liqpayCheckoutForm,
  liqpayCheckoutParams,
  liqpaySignature,
  readLiqpayCallback,
  verifyLiqpayData,
} from './liqpay-protocol';
import type {
  CallbackInput,
  PaymentCallback,
  PaymentProvider,
  PaymentRequest,
  PreparedPayment,
  RefundRequest,
  RefundResult,
} from './payment-provider';

/**
 * The sandbox speaks LiqPay's checkout protocol (liqpay-protocol.ts) against a hosted page of
 * our own API, so the storefront and the callback route work the same as with LiqPay.
 */
export interface SandboxProvider extends PaymentProvider {
  readonly publicKey: string;
  /** the hosted page signs its own callback with the sandbox's private key */
  sign(data: string): string;
  decode(data: string, signature: string): Record<string, unknown> | null;
}

export function createSandboxProvider(options: {
  secret: string;
  /**
   * Where the page is served; null: on the origin the payer returns to (the storefront they
   * used, which passes /api/server on to us), so it opens wherever the shop was opened.
   */
  publicApiUrl: string | null;
}): SandboxProvider {
  // Derived from the installation secret so each shop's sandbox has its own private key.
  const privateKey = createHmac('sha256', options.secret).update('sandbox-private-key').digest('base64url');
  const publicKey =
    'sandbox_' + createHmac('sha256', options.secret).update('sandbox-public-key').digest('hex').slice(0, 16);

  return {
    name: 'sandbox',
    test: true,
    refundRetrySafe: true,
    publicKey,
    sign: (data) => liqpaySignature(privateKey, data),
    decode: (data, signature) => verifyLiqpayData(privateKey, data, signature),
    async prepare(request: PaymentRequest): Promise<PreparedPayment> {
      return {
        url: `${options.publicApiUrl ?? new URL(request.resultUrl).origin}/api/server/payments/sandbox/checkout`,
        form: liqpayCheckoutForm(privateKey, liqpayCheckoutParams(publicKey, request)),
        providerReference: null,
      };
    },
    async verifyCallback(input: CallbackInput): Promise<PaymentCallback | null> {
      // No money moves here at all, so LiqPay's "sandbox" status counts as paid.
      return readLiqpayCallback(input, privateKey, { sandbox: true });
    },
    /**
     * Gives back at once, as a provider that refunds synchronously would. What was paid lives in
     * the payments module's tables, which an integration does not read, so the cap on what is
     * left is the caller's to keep; here only an amount that is no money at all is refused.
     * Stateless, so the same refundId always gets the same answer.
     */
    async refund(request: RefundRequest): Promise<RefundResult> {
      const valid = Number.isSafeInteger(request.amount) && request.amount > 0;
      return {
        status: valid ? 'done' : 'failed',
        providerReference: request.providerReference,
        message: valid ? null : 'amount must be a positive number of kopiyky',
      };
    },
  };
}
