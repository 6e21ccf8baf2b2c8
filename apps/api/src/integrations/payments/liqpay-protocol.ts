import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentStatus } from '@kartyna/domain';
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
