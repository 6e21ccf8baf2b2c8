import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kopiyky, PaymentStatus } from '@kartyna/domain';
import { kopiykyToUah, uahToKopiyky } from '@kartyna/domain';
import type { CallbackInput, PaymentCallback, PaymentRequest } from './payment-provider';

/**
 * LiqPay's checkout protocol (API version 3), shared by the real provider and our sandbox:
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
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

/** Compared in constant time, so a forger cannot learn the signature byte by byte. */
export const signaturesMatch = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The params behind data when signature is the private key's; null when forged or unreadable. */
export function verifyLiqpayData(
  privateKey: string,
  data: string,
  signature: string,
): Record<string, unknown> | null {
  return signaturesMatch(liqpaySignature(privateKey, data), signature) ? decodeLiqpayData(data) : null;
}

export interface LiqpayStatusOptions {
  /**
   * LiqPay answers "sandbox" for a test payment: no money moved. Only a provider in test mode
   * may count it as paid; a live shop that did would ship goods nobody paid for.
   */
  sandbox: boolean;
}

/** LiqPay statuses mapped to ours; anything still in progress (3DS, OTP, hold, ...) stays awaiting. */
export function liqpayStatusToOurs(status: unknown, options: LiqpayStatusOptions): PaymentStatus {
  switch (status) {
    case 'success':
      return 'paid';
    case 'sandbox':
      return options.sandbox ? 'paid' : 'awaiting';
    case 'failure':
    case 'error':
      return 'failed';
    case 'reversed':
      return 'refunded';
    default:
      return 'awaiting';
  }
}

/** The parameters of a "pay" checkout; order_id is our payment id, so the callback finds it. */
export function liqpayCheckoutParams(publicKey: string, request: PaymentRequest): Record<string, unknown> {
  return {
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
  };
}

/** The signed data and signature to post to the checkout URL. */
export function liqpayCheckoutForm(
  privateKey: string,
  params: Record<string, unknown>,
): { data: string; signature: string } {
  const data = encodeLiqpayData(params);
  return { data, signature: liqpaySignature(privateKey, data) };
}

/**
 * Reads LiqPay's server callback (a form post of data and signature) into our terms; null when
 * it is not a form of those two fields, the signature does not match, or the data lacks its ids.
 */
export function readLiqpayCallback(
  input: CallbackInput,
  privateKey: string,
  options: LiqpayStatusOptions,
): PaymentCallback | null {
  const form = new URLSearchParams(input.rawBody.toString('utf8'));
  const data = form.get('data');
  const signature = form.get('signature');
  if (!data || !signature) return null;
  const params = verifyLiqpayData(privateKey, data, signature);
  if (!params || typeof params.order_id !== 'string' || typeof params.amount !== 'number') return null;
  if (!Number.isFinite(params.amount)) return null;
  return {
    paymentId: params.order_id,
    status: liqpayStatusToOurs(params.status, options),
    amount: uahToKopiyky(params.amount),
    currency: typeof params.currency === 'string' ? params.currency : null,
    providerReference:
      typeof params.payment_id === 'string' || typeof params.payment_id === 'number'
        ? String(params.payment_id)
        : null,
    // end_date is when LiqPay last changed the payment, in ms; it orders late deliveries.
    occurredAt:
      typeof params.end_date === 'number' && Number.isFinite(params.end_date)
        ? new Date(params.end_date)
        : null,
  };
}

/**
 * The parameters of a server-server "refund" (LiqPay's API documentation, "Internet acquiring →
 * Refund", https://www.liqpay.ua/documentation/en/api/aquiring/refund/doc, and its SDKs
 * liqpay/sdk-nodejs `api("request", …)`): version, public_key, action, the paid order_id and the
 * amount to give back in UAH as a number. LiqPay names no refund id and no reason field; the
 * refund is known to it only by its order and amount.
 */
export function liqpayRefundParams(
  publicKey: string,
  request: { paymentId: string; amount: Kopiyky },
): Record<string, unknown> {
  return {
    version: 3,
    public_key: publicKey,
    action: 'refund',
    order_id: request.paymentId,
    amount: kopiykyToUah(request.amount),
  };
}

export interface LiqpayRefundAnswer {
  status: 'done' | 'pending' | 'failed';
  /** LiqPay's payment_id as it answered */
  paymentId: string | null;
  /** err_description (or err_code when it gave no description) of a refusal */
  message: string | null;
  errCode: string | null;
}

/**
 * LiqPay's answer to a refund read into ours. It answers `result: "ok"` with `status: "reversed"`
 * once the money is given back; `wait_amount: true` means it goes back out of the shop's future
 * takings, so it is not back yet. `result: "error"` or `status: "error" | "failure"` is a refusal
 * with err_code and err_description (LiqPay's catalogue: https://www.liqpay.ua/en/doc/api/errors).
 * Any other status (LiqPay lists "success" among a refund's statuses without saying what it
 * means there) counts as pending: the shop never counts money as back that LiqPay has not called
 * reversed. Null when the answer is not LiqPay's at all.
 */
export function readLiqpayRefundAnswer(answer: unknown): LiqpayRefundAnswer | null {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return null;
  const fields = answer as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
  const result = text(fields.result);
  const status = text(fields.status);
  if (!result && !status) return null;
  const paymentId =
    typeof fields.payment_id === 'number' || typeof fields.payment_id === 'string'
      ? String(fields.payment_id)
      : null;
  const errCode = text(fields.err_code);
  if (result === 'error' || status === 'error' || status === 'failure') {
    return { status: 'failed', paymentId, message: text(fields.err_description) ?? errCode, errCode };
  }
  const fromFutureTakings = fields.wait_amount === true || fields.wait_amount === 'true';
  return {
    status: status === 'reversed' && !fromFutureTakings ? 'done' : 'pending',
    paymentId,
    message: null,
    errCode,
  };
}
