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

export function createSandboxProvider(options: { secret: string; publicApiUrl: string }): SandboxProvider {
  // Derived from the installation secret so each shop's sandbox has its own private key.
  const privateKey = createHmac('sha256', options.secret).update('sandbox-private-key').digest('base64url');
  const publicKey =
    'sandbox_' + createHmac('sha256', options.secret).update('sandbox-public-key').digest('hex').slice(0, 16);

  return {
    name: 'sandbox',
    test: true,
    publicKey,
    sign: (data) => liqpaySignature(privateKey, data),
    decode: (data, signature) => verifyLiqpayData(privateKey, data, signature),
    async prepare(request: PaymentRequest): Promise<PreparedPayment> {
      return {
        url: `${options.publicApiUrl}/api/server/payments/sandbox/checkout`,
        form: liqpayCheckoutForm(privateKey, liqpayCheckoutParams(publicKey, request)),
        providerReference: null,
      };
    },
    async verifyCallback(input: CallbackInput): Promise<PaymentCallback | null> {
      // No money moves here at all, so LiqPay's "sandbox" status counts as paid.
      return readLiqpayCallback(input, privateKey, { sandbox: true });
    },
  };
}
