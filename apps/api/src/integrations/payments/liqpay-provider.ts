import { liqpayApiCall } from './liqpay-api';
import {
  liqpayCheckoutForm,
  liqpayCheckoutParams,
  liqpayRefundParams,
  readLiqpayCallback,
  readLiqpayRefundAnswer,
} from './liqpay-protocol';
import {
  PaymentProviderError,
  type CallbackInput,
  type PaymentCallback,
  type PaymentProvider,
  type PaymentRequest,
  type PreparedPayment,
  type RefundRequest,
  type RefundResult,
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
  /** LiqPay's server-server API, https://www.liqpay.ua/api/request unless a test sets it */
  apiUrl?: string | undefined;
  timeoutMs?: number | undefined;
}

/** LiqPay's "Waiting for additional information, please try again later": nothing was refunded. */
const TRY_AGAIN_LATER = new Set(['wait_info']);

/**
 * LiqPay's hosted checkout (PAYMENT_PROVIDER=liqpay): the storefront posts data and signature
 * to the checkout URL, and LiqPay posts the same pair, now with the outcome, to server_url.
 */
export function createLiqpayProvider(options: LiqpayOptions): PaymentProvider {
  return {
    name: 'liqpay',
    // LiqPay's sandbox keys move no money: orders paid with them are test orders.
    test: options.sandbox,
    refundRetrySafe: false,
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
    /**
     * LiqPay's refund names no refund id (its documented fields are version, public_key, action,
     * order_id and amount): LiqPay knows a refund only by order_id and amount, so a retry sends
     * exactly the same request and LiqPay cannot tell it from a second refund. A caller retrying a
     * refund whose outcome it never heard should first learn from LiqPay (its callback, or its
     * "status" action) whether the first one went through.
     */
    async refund(request: RefundRequest): Promise<RefundResult> {
      const answer = await liqpayApiCall(options, liqpayRefundParams(options.publicKey, request));
      const read = readLiqpayRefundAnswer(answer);
      if (!read) throw new PaymentProviderError('liqpay refund: unexpected answer');
      if (read.errCode && TRY_AGAIN_LATER.has(read.errCode)) {
        throw new PaymentProviderError(`liqpay refund: ${read.errCode} ${read.message ?? ''}`.trim());
      }
      return {
        status: read.status,
        providerReference: read.paymentId ?? request.providerReference,
        message: read.message,
      };
    },
  };
}

/** LiqPay's test keys start with "sandbox_"; live keys never do. */
export const isLiqpaySandboxKey = (publicKey: string): boolean => publicKey.startsWith('sandbox_');
