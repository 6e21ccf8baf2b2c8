import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentStatus } from '@kartyna/domain';
import { kopiykyToUah, uahToKopiyky } from '@kartyna/domain';
import type {
  CallbackInput,
  PaymentCallback,
  PaymentProvider,
  PaymentRequest,
  PreparedPayment,
} from './payment-provider';

/**
 * The sandbox speaks LiqPay's checkout protocol against a hosted page of our own API:
 * data = base64(JSON parameters), signature = base64(sha1(private_key + data + private_key)),
 * and the server callback is a form post of the same two fields.
 */
export const liqpaySignature = (privateKey: string, data: string): string =>
  createHash('sha1')
    .update(privateKey + data + privateKey)
    .digest('base64');

export const encodeLiqpayData = (params: Record<string, unknown>): string =>
  Buffer.from(JSON.stringify(params)).toString('base64');

export const decodeLiqpayData = (data: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

const signaturesMatch = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** LiqPay statuses mapped to ours; anything in progress stays awaiting. */
export function liqpayStatusToOurs(status: unknown): PaymentStatus {
  switch (status) {
    case 'success':
    case 'sandbox':
      return 'paid';
    case 'failure':
    case 'error':
      return 'failed';
    case 'reversed':
      return 'refunded';
    default:
      return 'awaiting';
  }
}

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
  const sign = (data: string) => liqpaySignature(privateKey, data);
  const decode = (data: string, signature: string) =>
    signaturesMatch(sign(data), signature) ? decodeLiqpayData(data) : null;

  return {
    name: 'sandbox',
    publicKey,
    sign,
    decode,
    async prepare(request: PaymentRequest): Promise<PreparedPayment> {
      const data = encodeLiqpayData({
        version: 3,
        public_key: publicKey,
        action: 'pay',
        amount: kopiykyToUah(request.amount),
        currency: 'UAH',
        description: request.description,
        order_id: request.paymentId,
        language: request.language === 'ru' ? 'ru' : 'uk',
        result_url: request.resultUrl,
        server_url: request.callbackUrl,
      });
      return {
        url: `${options.publicApiUrl}/api/server/payments/sandbox/checkout`,
        form: { data, signature: sign(data) },
        providerReference: null,
      };
    },
    async verifyCallback(input: CallbackInput): Promise<PaymentCallback | null> {
      const form = new URLSearchParams(input.rawBody.toString('utf8'));
      const data = form.get('data');
      const signature = form.get('signature');
      if (!data || !signature) return null;
      const params = decode(data, signature);
      if (!params || typeof params.order_id !== 'string' || typeof params.amount !== 'number') return null;
      return {
        paymentId: params.order_id,
        status: liqpayStatusToOurs(params.status),
        amount: uahToKopiyky(params.amount),
        currency: typeof params.currency === 'string' ? params.currency : null,
        providerReference:
          typeof params.payment_id === 'string' || typeof params.payment_id === 'number'
            ? String(params.payment_id)
            : null,
        occurredAt: typeof params.end_date === 'number' ? new Date(params.end_date) : null,
      };
    },
  };
}
