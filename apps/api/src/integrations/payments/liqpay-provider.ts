import { liqpayCheckoutForm, liqpayCheckoutParams, readLiqpayCallback } from './liqpay-protocol';
import type {
  CallbackInput,
  PaymentCallback,
  PaymentProvider,
  PaymentRequest,
  PreparedPayment,
} from './payment-provider';

export interface LiqpayOptions {
  publicKey: string;
  privateKey: string;
  /** LiqPay's checkout endpoint, https://www.liqpay.ua/api/3/checkout */
  checkoutUrl: string;
  /**
   * LiqPay's test mode (its sandbox_ keys): only then does its "sandbox" status count as paid.
   * Off for live keys, where that status means no money was taken.
   */
  sandbox: boolean;
}

/**
 * LiqPay's hosted checkout (PAYMENT_PROVIDER=liqpay): the storefront posts data and signature
 * to the checkout URL, and LiqPay posts the same pair, now with the outcome, to server_url.
 */
export function createLiqpayProvider(options: LiqpayOptions): PaymentProvider {
  return {
    name: 'liqpay',
    // LiqPay's sandbox keys move no money: orders paid with them are test orders.
    test: options.sandbox,
    async prepare(request: PaymentRequest): Promise<PreparedPayment> {
      return {
        url: options.checkoutUrl,
        form: liqpayCheckoutForm(options.privateKey, liqpayCheckoutParams(options.publicKey, request)),
        // LiqPay numbers the payment only once it is paid; the callback brings its payment_id.
        providerReference: null,
      };
    },
    async verifyCallback(input: CallbackInput): Promise<PaymentCallback | null> {
      return readLiqpayCallback(input, options.privateKey, { sandbox: options.sandbox });
    },
  };
}

/** LiqPay's test keys start with "sandbox_"; live keys never do. */
export const isLiqpaySandboxKey = (publicKey: string): boolean => publicKey.startsWith('sandbox_');
